/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocSidebar/Mobile`: hands the sidebar (Docusaurus' `sidebar` and `path`) to the
 * navbar's mobile menu, whose panel shows it; a navigating click there closes the menu. Draws
 * nothing where it stands.
 */
import { useMemo, type ReactNode } from 'react';
import { useSecondaryMenu } from '../../Layout/secondary-menu';
import { useThemeTexts } from '../../texts/texts';
import type { SidebarItem } from '../../../runtime/types';
import { DocSidebar, requestCloseMobileMenu } from '../../DocSidebar/DocSidebar';
import type { DocSidebarPartProps } from './DocSidebar';

/** See the module comment. */
export function DocSidebarMobile({ sidebar, path }: DocSidebarPartProps): ReactNode {
  const { t } = useThemeTexts();
  const content = useMemo(() => <DocSidebar items={sidebar} activePath={path} onItemClick={closeOnNavigation} />, [sidebar, path]);
  useSecondaryMenu(content, t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar'));
  return null;
}

// A link leaving the site opens elsewhere: the menu stays as the reader left it.
function closeOnNavigation(item: SidebarItem): void {
  if (item.type !== 'link' || !item.external) requestCloseMobileMenu();
}

export default DocSidebarMobile;
