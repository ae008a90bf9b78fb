/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { hasBidiControl } from '../../runtime/bidi-controls';
import type { TagRef } from '../../runtime/types';
import { groupTagsByLetter } from '../Blog/blog-text';

/**
 * Every tag with its count, grouped under its first letter; shared by the blog and docs tag lists.
 * Letter headings have the ids Docusaurus gives them ("#A"), so links to them keep working.
 */
export function TagsIndex({ tags }: { tags: (TagRef & { count: number })[] }): ReactNode {
  return (
    <div className="tags-index">
      {groupTagsByLetter(tags).map((group) => (
        <section key={group.letter} className="tags-index__letter" aria-labelledby={group.letter}>
          <h2 id={group.letter}>{group.letter}</h2>
          <ul className="tags padding--none">
            {group.tags.map((tag) => (
              <li key={tag.href} className="tags__item">
                <Link href={tag.href} className="tag" title={tag.description}>
                  {/* The count shares the tag's box: a label holding a bidi override is its own isolate. */}
                  {hasBidiControl(tag.label) ? <bdi>{tag.label}</bdi> : tag.label}
                  <span className="tag__count">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
