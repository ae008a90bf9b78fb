/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogSidebarData } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { isSamePath } from '../DocSidebar/sidebar-state';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link BlogSidebarContent}. */
export interface BlogSidebarContentProps {
  sidebar: BlogSidebarData;
  activePath: string;
  /** "desktop" uses the blog sidebar look, "mobile" the menu look of the navbar panel. */
  variant: 'desktop' | 'mobile';
  onItemClick?: () => void;
}

/** The groups without the unlisted posts other than the current one, and without groups left empty. */
export function visibleGroups(sidebar: BlogSidebarData, activePath: string): BlogSidebarData['groups'] {
  return sidebar.groups
    .map((group) => ({ ...group, posts: group.posts.filter((post) => !post.unlisted || isSamePath(post.href, activePath)) }))
    .filter((group) => group.posts.length > 0);
}

/** Recent posts, grouped by year when the data says so, current post marked. */
export function BlogSidebarContent({ sidebar, activePath, variant, onItemClick }: BlogSidebarContentProps) {
  const { t } = useThemeTexts();
  const listClass = variant === 'mobile' ? 'menu__list' : 'blog-sidebar__list clean-list';
  const renderPosts = (posts: BlogSidebarData['groups'][number]['posts']) => (
    <ul className={listClass}>
      {posts.map((post) => {
        const active = isSamePath(post.href, activePath);
        const linkClass =
          variant === 'mobile'
            ? ['menu__link', active && 'menu__link--active'].filter(Boolean).join(' ')
            : ['blog-sidebar__link', active && 'blog-sidebar__link--active'].filter(Boolean).join(' ');
        return (
          <li key={post.href} className={variant === 'mobile' ? 'menu__list-item' : 'blog-sidebar__item'}>
            <Link href={post.href} className={linkClass} aria-current={active ? 'page' : undefined} onClick={onItemClick}>
              {post.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className={variant === 'mobile' ? 'menu blog-sidebar-mobile' : 'blog-sidebar__nav thin-scrollbar'} aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog recent posts navigation')}>
      <div className="blog-sidebar__title">{sidebar.title}</div>
      {visibleGroups(sidebar, activePath).map((group, index) =>
        group.year === null ? (
          <div key={`group-${index}`}>{renderPosts(group.posts)}</div>
        ) : (
          <div key={group.year} role="group" aria-labelledby={`blog-sidebar-year-${variant}-${group.year}`} className="blog-sidebar__year-group">
            <h3 id={`blog-sidebar-year-${variant}-${group.year}`} className="blog-sidebar__year">
              {group.year}
            </h3>
            {renderPosts(group.posts)}
          </div>
        ),
      )}
    </nav>
  );
}
