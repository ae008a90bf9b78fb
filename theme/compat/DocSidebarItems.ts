/** `@theme/DocSidebarItems`: one level of the docs sidebar, for a site's own DocSidebarItem/Category to draw its items. */
export { DocSidebarItems as default } from '../DocSidebar/DocSidebarItems';
