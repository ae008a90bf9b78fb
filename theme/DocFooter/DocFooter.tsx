/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useRoute } from '../../runtime/context';
import { TagsRow } from '../Blog/TagsRow';
import { LastUpdated, shownLastUpdate } from '../LastUpdated/LastUpdated';
import { useThemeTexts } from '../texts/texts';
// Named and relative: a site's swizzled Icon/Edit (an override of its module) is drawn here.
import { EditIcon } from './EditIcon';

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
              <EditIcon className="edit-icon" />
              {t('theme.common.editThisPage', 'Edit this page')}
            </Link>
          )}
          {updated && <LastUpdated at={updated.at} by={updated.by} className="doc-footer__updated" />}
        </div>
      )}
    </footer>
  );
}
