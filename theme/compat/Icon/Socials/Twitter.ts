/** `@theme/Icon/Socials/Twitter`: see ../socials-icons.ts. */
export { TwitterIcon as default } from '../socials-icons';
