/** `@theme/Details`: the theme's content component of that name. */
export { Details as default } from '../Content/Details';
