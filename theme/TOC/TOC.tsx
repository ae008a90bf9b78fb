/** @jsxRuntime automatic @jsxImportSource react */
import type { TocItem } from '../../runtime/types';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';
import { TOCItems } from './TOCItems';
import { useTocHighlight } from './useTocHighlight';

/** Props of {@link TOC}. */
export interface TOCProps {
  toc: TocItem[];
}

/** Desktop table of contents: a sticky right column that highlights the current section. */
export function TOC({ toc }: TOCProps) {
  const site = useSite();
  const { t } = useThemeTexts();
  const activeId = useTocHighlight(toc, { navbarHidesOnScroll: site.navbar.hideOnScroll });
  if (toc.length === 0) return null;
  return (
    <nav className="table-of-contents-wrapper theme-doc-toc-desktop thin-scrollbar" aria-label={t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}>
      <TOCItems
        toc={toc}
        className="table-of-contents table-of-contents__left-border"
        linkClassName="table-of-contents__link toc-highlight"
        activeId={activeId}
      />
    </nav>
  );
}
