/** `@theme/Icon/Socials/YouTube`: see ../socials-icons.ts. */
export { YouTubeIcon as default } from '../socials-icons';
