/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/EditMetaRow`: the row under a doc with its "Edit this page" link and last update, for a
 * site's own DocItem/Footer or DocItem/Layout (Docusaurus 3.5+ draws its footer with it).
 */
import type { ReactNode } from 'react';
import EditThisPage from './EditThisPage';
import LastUpdated from './LastUpdated';

/** Props as Docusaurus passes them, from `useDoc().metadata`. */
export interface EditMetaRowProps {
  className?: string;
  editUrl?: string | null;
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps): ReactNode {
  return (
    <div className={['doc-footer__meta', className].filter(Boolean).join(' ')}>
      {editUrl && <EditThisPage editUrl={editUrl} />}
      <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
    </div>
  );
}
