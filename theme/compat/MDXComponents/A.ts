/** `@theme/MDXComponents/A`: see parts.tsx. */
export { MdxA as default } from './parts';
