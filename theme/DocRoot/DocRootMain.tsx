/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A doc page's main column beside the docs sidebar. Its own file so a site's swizzled Docusaurus
 * `DocRoot/Layout/Main` that wraps the original (given `children`, the doc, and
 * `hiddenSidebarContainer`) draws around it; an ejected one, whose stylesheet is written for
 * Docusaurus' doc page, is left out (cli/bundle/override-points.ts, WRAP_ONLY).
 */
import type { ReactNode } from 'react';

/** Props as Docusaurus gives them. */
export interface DocRootMainProps {
  children?: ReactNode;
  /** The reader hid the docs sidebar. */
  hiddenSidebarContainer?: boolean;
}

/** See the module comment. */
export function DocRootMain({ children, hiddenSidebarContainer }: DocRootMainProps): ReactNode {
  // The class, not only the frame's: a site's own DocRoot/Layout draws a frame of its own markup.
  return <main className={hiddenSidebarContainer ? 'doc-main doc-main--sidebar-hidden' : 'doc-main'}>{children}</main>;
}

export default DocRootMain;
