/** `@theme/CodeBlock`: the theme's content component of that name. */
export { CodeBlock as default } from '../Content/CodeBlock';
