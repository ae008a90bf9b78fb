/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useKeyboardNavigation } from '../hooks/useKeyboardNavigation';
import { usePreferredVersion } from '../hooks/usePreferredVersion';
import { UpdateNotice } from '../UpdateNotice/UpdateNotice';
import { SecondaryMenuProvider } from './secondary-menu';
import { FrameHeadContext } from '../compat/frame-head';
// Named and relative: a site's swizzled Layout (an override of this module) draws the frame.
import { PageLayout } from './PageLayout';

/** Props of {@link Layout}. */
export interface LayoutProps {
  children: ReactNode;
}

/**
 * The frame around every page (PageLayout: skip link, announcement bar, navbar, the page and
 * the footer), with what every page needs whoever draws that frame.
 */
export function Layout({ children }: LayoutProps): ReactNode {
  useKeyboardNavigation();
  // Forgets a stored preferred docs version that no longer exists, on any page.
  usePreferredVersion();
  return (
    <SecondaryMenuProvider>
      {/* A swizzled Layout's <Head> must not overwrite the metadata of the page it frames. */}
      <FrameHeadContext.Provider value={true}>
        <PageLayout><FrameHeadContext.Provider value={false}>{children}</FrameHeadContext.Provider></PageLayout>
      </FrameHeadContext.Provider>
      <UpdateNotice />
    </SecondaryMenuProvider>
  );
}
