/** @jsxRuntime automatic @jsxImportSource react */
import type { TagRef } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link TagsRow}. */
export interface TagsRowProps {
  tags: TagRef[];
  className?: string;
}

/** "Tags:" followed by tag pills; used by doc footers and blog posts. */
export function TagsRow({ tags, className }: TagsRowProps) {
  const { t } = useThemeTexts();
  if (tags.length === 0) return null;
  return (
    <div className={['tags-row', className].filter(Boolean).join(' ')}>
      <b className="tags-row__label">{t('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tags padding--none">
        {tags.map((tag) => (
          <li key={tag.href} className="tags__item">
            <Link href={tag.href} className="tag" title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
