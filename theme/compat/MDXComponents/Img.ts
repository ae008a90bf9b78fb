/** `@theme/MDXComponents/Img`: see parts.tsx. */
export { MdxImg as default } from './parts';
