/** `@theme/Icon/Socials/Twitch`: see ../socials-icons.ts. */
export { TwitchIcon as default } from '../socials-icons';
