/** `@theme/BlogSidebar/Desktop`: the recent-posts aside (BlogSidebar.tsx). */
export { BlogSidebarDesktop as default } from '../BlogSidebar';
