/** `@theme/BlogSidebar/Mobile`: the recent posts in the navbar's mobile menu (BlogSidebar.tsx). */
export { BlogSidebarMobile as default } from '../BlogSidebar';
