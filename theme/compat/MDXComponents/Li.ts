/** `@theme/MDXComponents/Li`: see parts.tsx. */
export { MdxLi as default } from './parts';
