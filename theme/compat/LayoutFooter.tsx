/**
 * `@theme/Footer` in a site's swizzled Layout, which draws the frame of every page in place of
 * the theme's: the site's footer there is the real one (the theme's, or the site's own
 * swizzled Footer, which the bundler puts in place of this relative import).
 */
import { Footer } from '../Footer/Footer';

export default Footer;
