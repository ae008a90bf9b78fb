/** `@theme/Icon/Socials/Threads`: see ../socials-icons.ts. */
export { ThreadsIcon as default } from '../socials-icons';
