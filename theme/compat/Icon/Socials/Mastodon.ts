/** `@theme/Icon/Socials/Mastodon`: see ../socials-icons.ts. */
export { MastodonIcon as default } from '../socials-icons';
