/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useKeyboardNavigation } from '../hooks/useKeyboardNavigation';
import { usePreferredVersion } from '../hooks/usePreferredVersion';
import { UpdateNotice } from '../UpdateNotice/UpdateNotice';
import { NavbarMobileProvider } from '../Navbar/NavbarMobileProvider';
import { SecondaryMenuProvider } from './secondary-menu';
import { Frame, FrameSlotContext } from './frame-slot';

/** Props of {@link Layout}. */
export interface LayoutProps {
  children: ReactNode;
  /** False for a Docusaurus page: its own `<Layout>` draws the frame, if it renders one (frame-slot.tsx). */
  framed?: boolean;
}

/**
 * The frame around every page (PageLayout: skip link, announcement bar, navbar, the page and
 * the footer), with what every page needs whoever draws that frame.
 */
export function Layout({ children, framed = true }: LayoutProps): ReactNode {
  useKeyboardNavigation();
  // Forgets a stored preferred docs version that no longer exists, on any page.
  usePreferredVersion();
  return (
    <SecondaryMenuProvider>
      {/* Above the frame: a site's own Navbar or Layout opens and reads the same mobile menu. */}
      <NavbarMobileProvider>
        {framed ? <Frame>{children}</Frame> : <FrameSlotContext.Provider value={true}>{children}</FrameSlotContext.Provider>}
      </NavbarMobileProvider>
      <UpdateNotice />
    </SecondaryMenuProvider>
  );
}
