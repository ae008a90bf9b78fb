/** `@theme/Icon/ExternalLink`: see ../icons.tsx. */
export { ExternalLinkIcon as default } from '../icons';
