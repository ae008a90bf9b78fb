/** `@theme/Icon/Socials/Default`: see ../socials-icons.ts. */
export { DefaultSocialIcon as default } from '../socials-icons';
