/** `@theme/NavbarItem/DropdownNavbarItem`: a navbar item of type `dropdown` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('dropdown');
