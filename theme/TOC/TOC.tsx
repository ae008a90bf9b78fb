/** @jsxRuntime automatic @jsxImportSource react */
import { useMemo } from 'react';
import type { TocItem } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';
import { flatToc } from './TOCColumn';
// Named and relative: a site's swizzled TOCItems (an override of its module) draws the links.
import { TOCItemsList } from './TOCItemsList';

/** Props of {@link TOC}. */
export interface TOCProps {
  toc: TocItem[];
}

/** Desktop table of contents: a sticky right column that highlights the current section. */
export function TOC({ toc }: TOCProps) {
  const { t } = useThemeTexts();
  const flat = useMemo(() => flatToc(toc), [toc]);
  if (toc.length === 0) return null;
  return (
    <nav className="table-of-contents-wrapper theme-doc-toc-desktop thin-scrollbar" aria-label={t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}>
      <TOCItemsList
        toc={flat}
        className="table-of-contents table-of-contents__left-border"
        linkClassName="table-of-contents__link toc-highlight"
        linkActiveClassName="table-of-contents__link--active"
      />
    </nav>
  );
}
