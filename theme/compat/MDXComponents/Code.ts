/** `@theme/MDXComponents/Code`: see parts.tsx. */
export { MdxCode as default } from './parts';
