/** `@theme/BackToTopButton`: the theme's "back to top" button, for a site's own doc page layout. */
export { BackToTop as default } from '../BackToTop/BackToTop';
