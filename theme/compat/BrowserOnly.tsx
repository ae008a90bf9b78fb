/** @jsxRuntime automatic @jsxImportSource react */
/** `@docusaurus/BrowserOnly`: renders its children only in the browser, after hydration. */
import type { ReactNode } from 'react';
import { useIsBrowser } from '../../runtime/context';

/** Props of BrowserOnly: a render function, called in the browser only. */
export interface BrowserOnlyProps {
  children?: () => ReactNode;
  /** Shown on the server and during hydration. Default nothing. */
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps): ReactNode {
  // Render the fallback first in the browser too, so the hydration render matches the server's.
  const isBrowser = useIsBrowser();
  if (!isBrowser || children == null) return fallback ?? null;
  if (typeof children !== 'function') {
    throw new Error('<BrowserOnly> takes a function as its child, e.g. <BrowserOnly>{() => <Chart />}</BrowserOnly>, so that the child is not rendered on the server.');
  }
  return <>{children()}</>;
}
