/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { NotFoundContent } from './NotFoundContent';

/** Props of {@link NotFound}: the route props Docusaurus gives its 404 page, as far as pages read them. */
export interface NotFoundProps {
  /** Where the reader asked to go (a swizzled 404 page may redirect old paths from it). */
  location?: { pathname: string; search: string; hash: string };
}

/**
 * The 404 page inside the layout: an override point, as Docusaurus' swizzled `NotFound` (which
 * usually wraps itself in `@theme/Layout` and sets the title) replaces it whole.
 */
export function NotFound(_props: NotFoundProps): ReactNode {
  return <NotFoundContent />;
}
