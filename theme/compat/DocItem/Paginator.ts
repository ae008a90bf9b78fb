/** `@theme/DocItem/Paginator`: the previous and next docs. */
export { DocItemPaginator as default } from '../../DocItem/DocItemParts';
