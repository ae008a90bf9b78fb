/**
 * opdocs' blog route data in the shapes Docusaurus gives a site's swizzled blog components: the
 * recent-posts sidebar (`{ title, items }`) and a list page's props (`metadata`, `items`,
 * `sidebar`, and `tag`/`listMetadata` on a tag's page). Pure, so the shapes are tested alone.
 */
import type { BlogListRoute, BlogSidebarData, PostSummary } from '../../../runtime/types';
import { postContents, type PostContent } from '../../Blog/post-content';

/** A list item's content with the rest of Docusaurus' post metadata a site's own list page reads (cards of tags, authors, dates). */
export type ListItemContent = PostContent & {
  metadata: PostContent['metadata'] & {
    formattedDate: string; readingTime?: number; hasTruncateMarker: boolean;
    authors: { key: string; name?: string; title?: string; url?: string; imageURL?: string }[];
    tags: { label: string; permalink: string }[];
  };
};

// Added here, not in postContents: only a site with such a swizzle carries it.
function listItems(posts: PostSummary[]): { content: ListItemContent }[] {
  return postContents(posts).map(({ content }) => {
    const { post } = content;
    Object.assign(content.metadata, {
      formattedDate: post.formattedDate, readingTime: post.readingTimeMinutes, hasTruncateMarker: post.hasTruncateMarker,
      authors: post.authors.map((a) => ({ key: a.key, name: a.name || undefined, title: a.title, url: a.url, imageURL: a.imageURL })),
      tags: post.tags.map((t) => ({ label: t.label, permalink: t.href })),
    });
    return { content: content as ListItemContent };
  });
}

/** Docusaurus' blog sidebar. */
export interface DocusaurusBlogSidebar {
  title: string;
  items: { title: string; permalink: string; unlisted: boolean; date?: string }[];
}

// The grouping by year lives only in opdocs' data: a sidebar handed back to the theme (a site's
// BlogLayout passing its `sidebar` on to `@theme/BlogSidebar`) finds its groups again here.
const ORIGINALS = new WeakMap<DocusaurusBlogSidebar, BlogSidebarData>();
const CONVERTED = new WeakMap<BlogSidebarData, DocusaurusBlogSidebar>();

/** `sidebar` in Docusaurus' shape; the same object for the same data, so memoised children keep it. */
export function docusaurusSidebar(sidebar: BlogSidebarData): DocusaurusBlogSidebar;
export function docusaurusSidebar(sidebar: BlogSidebarData | null | undefined): DocusaurusBlogSidebar | undefined;
export function docusaurusSidebar(sidebar: BlogSidebarData | null | undefined): DocusaurusBlogSidebar | undefined {
  if (!sidebar) return undefined;
  const cached = CONVERTED.get(sidebar);
  if (cached) return cached;
  const items = sidebar.groups.flatMap((group) => group.posts.map((post) => ({ title: post.title, permalink: post.href, unlisted: post.unlisted === true })));
  const converted: DocusaurusBlogSidebar = { title: sidebar.title, items };
  CONVERTED.set(sidebar, converted);
  ORIGINALS.set(converted, sidebar);
  return converted;
}

/** A Docusaurus-shaped sidebar as opdocs' data: its own groups when it came from docusaurusSidebar, else one group of its items. */
export function ownSidebar(sidebar: DocusaurusBlogSidebar | null | undefined): BlogSidebarData | null {
  if (!sidebar) return null;
  const original = ORIGINALS.get(sidebar);
  if (original) return original;
  const posts = (sidebar.items ?? []).map((item) => ({ title: item.title, href: item.permalink, ...(item.unlisted ? { unlisted: true as const } : {}) }));
  return { title: sidebar.title, groups: [{ year: null, posts }] };
}

/** Docusaurus' `metadata` of a blog list page. */
export interface BlogListMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
  blogTitle: string;
  blogDescription: string;
}

/** What Docusaurus gives BlogListPage, and BlogTagsPostsPage (with `tag` and `listMetadata`). */
export interface BlogListPageProps {
  metadata: BlogListMetadata;
  listMetadata: BlogListMetadata;
  items: { content: ListItemContent }[];
  sidebar: DocusaurusBlogSidebar;
  tag?: { label: string; permalink: string; description?: string; allTagsPath: string; count: number; unlisted: boolean };
}

/** The props of `route`'s page; `blog` is the page's blog (blogOf). */
export function blogListPageProps(route: BlogListRoute, blog: { title: string; tagsPath: string } | null): BlogListPageProps {
  const { page, totalPages, totalCount, newer, older } = route.pagination;
  const postsPerPage = route.posts.length;
  const metadata: BlogListMetadata = {
    permalink: route.path, page, postsPerPage, totalPages,
    totalCount,
    ...(newer ? { previousPage: newer } : {}),
    ...(older ? { nextPage: older } : {}),
    blogTitle: blog?.title ?? '', blogDescription: route.description ?? '',
  };
  const tag = route.listType === 'tag' && route.tag
    ? { label: route.tag.label, permalink: route.tag.href, ...(route.tag.description ? { description: route.tag.description } : {}), allTagsPath: blog?.tagsPath ?? '', count: metadata.totalCount, unlisted: route.head.noindex === true }
    : undefined;
  return { metadata, listMetadata: metadata, items: listItems(route.posts), sidebar: docusaurusSidebar(route.sidebar), ...(tag ? { tag } : {}) };
}
