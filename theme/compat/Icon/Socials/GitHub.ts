/** `@theme/Icon/Socials/GitHub`: see ../socials-icons.ts. */
export { GitHubIcon as default } from '../socials-icons';
