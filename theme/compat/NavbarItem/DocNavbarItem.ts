/** `@theme/NavbarItem/DocNavbarItem`: a navbar item of type `doc` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('doc');
