/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useRoute } from '../../runtime/context';
import { TagsRow } from '../Blog/TagsRow';
import { LastUpdated, shownLastUpdate } from '../LastUpdated/LastUpdated';
import { useThemeTexts } from '../texts/texts';

/** Props of the doc footer (an override point: a site's `theme/DocFooter.tsx` replaces it). */
export interface DocFooterProps {
  /** The doc; the route's when absent (a swizzled DocItem/Layout renders `<DocItemFooter />` bare). */
  route?: DocRoute;
}

/** Under a doc: its tags, the "Edit this page" link and when it was last updated; nothing when it has none. */
export function DocFooter(props: DocFooterProps): ReactNode {
  const { t } = useThemeTexts();
  const current = useRoute<DocRoute>();
  const route = props.route ?? current;
  const updated = shownLastUpdate(route.lastUpdate);
  if (route.tags.length === 0 && !route.editUrl && !updated) return null;
  return (
    <footer className="theme-doc-footer doc-footer">
      {route.tags.length > 0 && <TagsRow tags={route.tags} className="theme-doc-footer-tags-row" />}
      {(route.editUrl || updated) && (
        <div className="theme-doc-footer-edit-meta-row doc-footer__meta">
          {route.editUrl && (
            <Link href={route.editUrl} className="theme-edit-this-page">
              <EditIcon />
              {t('theme.common.editThisPage', 'Edit this page')}
            </Link>
          )}
          {updated && <LastUpdated at={updated.at} by={updated.by} className="doc-footer__updated" />}
        </div>
      )}
    </footer>
  );
}

function EditIcon() {
  return (
    <svg className="edit-icon" width="18" height="18" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
    </svg>
  );
}
