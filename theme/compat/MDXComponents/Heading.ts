/** `@theme/MDXComponents/Heading`: an h1–h6 (`as`) with its anchor link, as `@theme/Heading` draws it. */
export { default } from '../Heading';
