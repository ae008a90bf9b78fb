/** `@theme/Icon/Socials/Bluesky`: see ../socials-icons.ts. */
export { BlueskyIcon as default } from '../socials-icons';
