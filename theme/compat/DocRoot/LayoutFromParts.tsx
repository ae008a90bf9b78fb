/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The docs frame drawn the way Docusaurus' DocRoot/Layout draws it, out of its parts: the
 * sidebar's aside (`DocRoot/Layout/Sidebar`, which draws `DocSidebar`, its Desktop and Mobile
 * and their parts) and the main column. opdocs uses it in place of its own frame when a site
 * swizzled some of those parts but not DocRoot/Layout itself (cli/bundle/override-points.ts,
 * DOCROOT_FROM_PARTS). The parts are imported by relative path and by name, so the bundler
 * swaps in the site's part for each; other sites' code does not carry this file.
 */
import type { ReactNode, SetStateAction } from 'react';
import { useSite } from '../../../runtime/context';
import { cx } from '../../Layout/cx';
import { BackToTop } from '../../BackToTop/BackToTop';
import { useSidebarHidden } from '../../DocSidebar/SidebarHiding';
import { DocRootMain } from '../../DocRoot/DocRootMain';
import { useDocsSidebar } from '../docs-client';
import { DocRootLayoutSidebar } from './LayoutSidebar';

/** The docs frame around `children`, the doc. */
export function DocRootLayoutFromParts({ children }: { children?: ReactNode }): ReactNode {
  const sidebar = useDocsSidebar();
  const hideable = !!useSite().docsSidebar?.hideable;
  // The theme's store, not a state of this page: a hidden sidebar stays hidden on the next doc.
  const [stored, setStored] = useSidebarHidden();
  const hidden = hideable && stored && sidebar !== null;
  const setHidden = (value: SetStateAction<boolean>) => setStored(typeof value === 'function' ? value(hidden) : value);
  return (
    <div className={cx('doc-page', hidden && 'doc-page--sidebar-hidden')}>
      {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={hidden} setHiddenSidebarContainer={setHidden} />}
      <DocRootMain hiddenSidebarContainer={hidden}>{children}</DocRootMain>
      <BackToTop />
    </div>
  );
}

export default DocRootLayoutFromParts;
