/** `@theme/Heading`: an h1–h6 with the "#" anchor link Markdown headings get. */
export { Heading as default } from '../Layout/Heading';
