/**
 * `@theme/CodeBlock/Content/String`, what Docusaurus' CodeBlock draws a string of code with (its
 * `children`, `className`, `language`, `metastring`, `title`, `showLineNumbers`), for a site's
 * ejected CodeBlock: the theme's code block, highlighted, with its copy and wrap buttons.
 */
export { CodeBlock as default } from '../../../Content/CodeBlock';
