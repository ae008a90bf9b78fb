/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { cx } from './cx';
import { AnnouncementBar } from '../AnnouncementBar/AnnouncementBar';
import { Footer } from '../Footer/Footer';
import { useKeyboardNavigation } from '../hooks/useKeyboardNavigation';
import { usePreferredVersion } from '../hooks/usePreferredVersion';
import { Navbar } from '../Navbar/Navbar';
import { MAIN_WRAPPER_ID, SkipToContent } from '../SkipToContent/SkipToContent';
import { UpdateNotice } from '../UpdateNotice/UpdateNotice';
import { SecondaryMenuProvider } from './secondary-menu';

/** Props of {@link Layout}. */
export interface LayoutProps {
  children: ReactNode;
}

/**
 * The frame around every page: skip link, announcement bar, navbar, the page (which
 * renders its own <main>) and the footer.
 */
export function Layout({ children }: LayoutProps): ReactNode {
  useKeyboardNavigation();
  // Forgets a stored preferred docs version that no longer exists, on any page.
  usePreferredVersion();
  const navbarHides = useSite().navbar.hideOnScroll;
  return (
    <SecondaryMenuProvider>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_WRAPPER_ID} className={cx('main-wrapper', navbarHides && 'main-wrapper--navbar-hideable')}>
        {children}
      </div>
      <Footer />
      <UpdateNotice />
    </SecondaryMenuProvider>
  );
}
