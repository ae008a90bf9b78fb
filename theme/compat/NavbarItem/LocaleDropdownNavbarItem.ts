/** `@theme/NavbarItem/LocaleDropdownNavbarItem`: a navbar item of type `localeDropdown` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('localeDropdown');
