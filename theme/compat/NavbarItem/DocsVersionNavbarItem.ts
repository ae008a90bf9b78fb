/** `@theme/NavbarItem/DocsVersionNavbarItem`: a navbar item of type `docsVersion` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('docsVersion');
