/** `@theme/DocVersionBadge`: the version badge, when the version shows one. */
export { DocItemVersionBadge as default } from '../DocItem/DocItemParts';
