/** `@theme/Admonition`: the theme's content component of that name. */
export { Admonition as default } from '../Content/Admonition';
