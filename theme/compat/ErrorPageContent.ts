/** `@theme/ErrorPageContent`: what a swizzled Layout's error boundary shows, given `{ error, tryAgain }`. */
export { ErrorPageContent as default } from '../ErrorBoundary/ErrorPageContent';
