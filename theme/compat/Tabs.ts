/** `@theme/Tabs`: the theme's content component of that name. */
export { Tabs as default } from '../Content/Tabs';
