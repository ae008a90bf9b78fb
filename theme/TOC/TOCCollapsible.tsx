/** @jsxRuntime automatic @jsxImportSource react */
import type { TocItem } from '../../runtime/types';
import { Collapsible } from '../Collapsible/Collapsible';
import { useCollapsible } from '../hooks/useCollapsible';
import { useThemeTexts } from '../texts/texts';
import { TOCItems } from './TOCItems';

/** Props of {@link TOCCollapsible}. */
export interface TOCCollapsibleProps {
  toc: TocItem[];
  className?: string;
}

/**
 * Mobile "On this page" panel above the content, collapsed at first; its list is
 * mounted lazily so the server does not render the TOC twice.
 */
export function TOCCollapsible({ toc, className }: TOCCollapsibleProps) {
  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: true });
  const { t } = useThemeTexts();
  if (toc.length === 0) return null;
  return (
    <div className={['theme-doc-toc-mobile', 'toc-collapsible', !collapsed && 'toc-collapsible--expanded', className].filter(Boolean).join(' ')}>
      <button type="button" className="clean-btn toc-collapsible__button" aria-expanded={!collapsed} onClick={toggleCollapsed}>
        {t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
      </button>
      <Collapsible lazy collapsed={collapsed} className="toc-collapsible__content">
        <TOCItems toc={toc} className="table-of-contents" linkClassName="table-of-contents__link" />
      </Collapsible>
    </div>
  );
}
