/** `@theme/TOCInline`: the theme's content component of that name. */
export { TOCInline as default } from '../Content/TOCInline';
