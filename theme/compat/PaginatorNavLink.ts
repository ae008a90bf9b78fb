/** `@theme/PaginatorNavLink`: one previous/next card, as the theme's paginators draw it. */
export { PaginatorNavLink as default } from '../Paginator/PaginatorNavLink';
