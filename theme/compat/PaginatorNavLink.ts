/** `@theme/PaginatorNavLink`: one previous/next card (see DocPaginator.tsx). */
export { PaginatorNavLink as default } from './DocPaginator';
