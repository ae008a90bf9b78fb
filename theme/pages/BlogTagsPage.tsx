/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogTagsRoute, PageProps } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { BlogLayout } from '../Blog/BlogLayout';
import { groupTagsByLetter } from '../Blog/blog-text';

/** Page component of route kind "blog-tags": every tag, grouped by first letter. */
export default function BlogTagsPage({ route }: PageProps<BlogTagsRoute>) {
  const groups = groupTagsByLetter(route.tags);
  return (
    <BlogLayout sidebar={route.sidebar}>
      <h1>Tags</h1>
      <div className="tags-index">
        {groups.map((group) => (
          <section key={group.letter} className="tags-index__letter" aria-labelledby={`tags-letter-${group.letter}`}>
            <h2 id={`tags-letter-${group.letter}`}>{group.letter}</h2>
            <ul className="tags padding--none">
              {group.tags.map((tag) => (
                <li key={tag.href} className="tags__item">
                  <Link href={tag.href} className="tag" title={tag.description}>
                    {tag.label}
                    <span className="tag__count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
