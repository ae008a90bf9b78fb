/** @jsxRuntime automatic @jsxImportSource react */
/**
 * What every page is drawn inside: skip link, announcement bar, navbar, the page (which renders
 * its own <main>) and the footer. Its own file so a site's swizzled Docusaurus `Layout` can take
 * its place (ejected) or wrap it (`@theme-original/Layout`); Layout.tsx keeps the app-wide
 * providers and effects, which must stay whatever the site draws here.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { cx } from './cx';
import { AnnouncementBar } from '../AnnouncementBar/AnnouncementBar';
import { Footer } from '../Footer/Footer';
import { Navbar } from '../Navbar/Navbar';
import { MAIN_WRAPPER_ID, SkipToContent } from '../SkipToContent/SkipToContent';

/** Props of {@link PageLayout}: Docusaurus' Layout props that a wrapper may pass on. */
export interface PageLayoutProps {
  children?: ReactNode;
  /** Added to the main wrapper's classes. */
  wrapperClassName?: string;
  /** Leaves the footer out. */
  noFooter?: boolean;
}

/** See {@link PageLayoutProps}. */
export function PageLayout({ children, wrapperClassName, noFooter }: PageLayoutProps): ReactNode {
  const navbarHides = useSite().navbar.hideOnScroll;
  return (
    <>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_WRAPPER_ID} className={cx('main-wrapper', navbarHides && 'main-wrapper--navbar-hideable', wrapperClassName)}>
        {children}
      </div>
      {!noFooter && <Footer />}
    </>
  );
}
