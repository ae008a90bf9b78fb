/** `@theme/Icon/Socials/StackOverflow`: see ../socials-icons.ts. */
export { StackOverflowIcon as default } from '../socials-icons';
