/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/EditThisPage`: the "Edit this page" link to `editUrl`, as under opdocs' own docs. */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';
import { EditIcon } from './icons';

export default function EditThisPage({ editUrl }: { editUrl: string }): ReactNode {
  const { t } = useThemeTexts();
  return (
    <Link href={editUrl} className="theme-edit-this-page">
      <EditIcon className="edit-icon" width={18} height={18} />
      {t('theme.common.editThisPage', 'Edit this page')}
    </Link>
  );
}
