/** `@theme/MDXComponents/Ul`: see parts.tsx. */
export { MdxUl as default } from './parts';
