/**
 * `@theme/CodeBlock/Content/Element`, what Docusaurus' CodeBlock draws elements in place of a string
 * with, for a site's ejected CodeBlock: the theme's code block, which shows them as they are, unhighlighted.
 */
export { CodeBlock as default } from '../../../Content/CodeBlock';
