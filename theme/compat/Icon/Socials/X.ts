/** `@theme/Icon/Socials/X`: see ../socials-icons.ts. */
export { XIcon as default } from '../socials-icons';
