/** `@theme/TabItem`: the theme's content component of that name. */
export { TabItem as default } from '../Content/Tabs';
