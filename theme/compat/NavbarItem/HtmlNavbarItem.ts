/** `@theme/NavbarItem/HtmlNavbarItem`: a navbar item of type `html` (kind-item.ts says when it draws). */
import { kindItem } from './kind-item';

export default kindItem('html');
