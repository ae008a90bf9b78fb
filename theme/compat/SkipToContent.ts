/** `@theme/SkipToContent`: the "Skip to main content" link a swizzled Layout draws first. */
export { SkipToContent as default } from '../SkipToContent/SkipToContent';
