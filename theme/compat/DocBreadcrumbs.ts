/** `@theme/DocBreadcrumbs`: the doc's breadcrumbs. */
export { DocItemBreadcrumbs as default } from '../DocItem/DocItemParts';
