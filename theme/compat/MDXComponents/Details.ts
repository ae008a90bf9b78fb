/** `@theme/MDXComponents/Details`: see parts.tsx. */
export { MdxDetails as default } from './parts';
