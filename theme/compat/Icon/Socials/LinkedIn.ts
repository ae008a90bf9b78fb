/** `@theme/Icon/Socials/LinkedIn`: see ../socials-icons.ts. */
export { LinkedInIcon as default } from '../socials-icons';
