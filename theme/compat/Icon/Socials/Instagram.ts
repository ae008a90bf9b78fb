/** `@theme/Icon/Socials/Instagram`: see ../socials-icons.ts. */
export { InstagramIcon as default } from '../socials-icons';
