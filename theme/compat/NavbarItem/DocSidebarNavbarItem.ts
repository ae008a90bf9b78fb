/** `@theme/NavbarItem/DocSidebarNavbarItem`: a navbar item of type `docSidebar` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('docSidebar');
