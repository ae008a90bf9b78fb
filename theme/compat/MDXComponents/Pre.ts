/** `@theme/MDXComponents/Pre`: see parts.tsx. */
export { MdxPre as default } from './parts';
