/** `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: a navbar item of type `docsVersionDropdown` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('docsVersionDropdown');
