/** `@theme/MDXComponents/Head`: the page's head tags, as `@docusaurus/Head` sets them. */
export { default } from '../Head';
