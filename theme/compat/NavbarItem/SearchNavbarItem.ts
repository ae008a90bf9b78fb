/** `@theme/NavbarItem/SearchNavbarItem`: a navbar item of type `search` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('search');
