/** Route data of the blog: list pages, posts, tags, archive, authors (behaviors §11.5). */
import { join } from 'node:path';
import type {
  AuthorData, BlogArchiveRoute, BlogAuthorsRoute, BlogListRoute, BlogPostRoute, BlogSidebarData,
  BlogTagsRoute, HeadData, PostSummary, RouteData, SiteData, TagRef,
} from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import { pageToc } from '../parse/toc.js';
import { sourceExcerpt } from '../parse/source-excerpt.js';
import { readingTimeMinutes } from '../parse/reading-time.js';
import type { LoadedPost } from './blog.js';
import { createHead, formatDate, frontMatterData, frontMatterImage, frontMatterKeywords } from './head.js';
import { joinUrl } from './url.js';
import { resolveEditUrl } from './edit-url.js';
import type { BlogPaths } from './blog-paths.js';
import { docLastUpdate } from './last-update.js';
import type { LastUpdate } from '../load/git-last-update.js';
import { textsOf } from '../../../theme/texts/text-lookup.js';
import { authorPageTitle, tagPageTitle } from '../../../theme/Blog/blog-text.js';
import { tagVisibility } from './tag-visibility.js';

/** The <html> class of every blog page but the archive. */
const BLOG_WRAPPER = 'blog-wrapper';
const ARCHIVE_CLASS = 'blog-archive-page';

export interface BlogRoutesInput {
  site: SiteData;
  config: SiteConfig;
  posts: { post: LoadedPost; parsed: ParsedMarkdown }[];
  authors: Map<string, AuthorData>;
  /** Where the pages go (routes/blog-paths.ts). */
  paths: BlogPaths;
  /** Last commit of each post file, when the blog shows last-update dates or authors. */
  lastUpdates?: Map<string, LastUpdate>;
  /** The default locale's blog folder: "Edit this page" of a translated post names its file there (unless editLocalizedFiles). */
  blogDir?: string;
}

function summary(input: BlogRoutesInput, p: { post: LoadedPost; parsed: ParsedMarkdown }, full: boolean): PostSummary {
  const { post, parsed } = p;
  return {
    title: post.title,
    href: post.permalink,
    date: post.date.toISOString(),
    formattedDate: formatDate(post.date, input.site.locale.htmlLang),
    ...(input.config.blog.showReadingTime ? { readingTimeMinutes: readingTimeMinutes(post.body) } : {}),
    authors: post.authors,
    tags: post.tags.map(({ key: _k, ...t }) => t),
    html: full ? parsed.html : parsed.excerptHtml ?? parsed.html,
    hasTruncateMarker: parsed.hasTruncateMarker,
    ...(typeof post.frontMatter.description === 'string' ? { description: post.frontMatter.description } : {}),
  };
}

/**
 * Open Graph article tags of a post page: link previews and crawlers read a post as an article
 * with its date, authors and tags, as they do on a Docusaurus blog.
 */
function articleMeta(post: PostSummary): HeadData['meta'] {
  return [
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: post.date },
    ...post.authors.flatMap((a) => (a.url ? [{ property: 'article:author', content: a.url }] : [])),
    ...post.tags.map((t) => ({ property: 'article:tag', content: t.label })),
  ];
}

function paginate<T>(items: T[], perPage: number | 'ALL'): T[][] {
  const size = perPage === 'ALL' || perPage <= 0 ? Math.max(items.length, 1) : perPage;
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** Builds every blog route. */
export function createBlogRoutes(input: BlogRoutesInput): RouteData[] {
  const { site, config } = input;
  // Titles and headings in the site's locale (code.json), under the theme's ids.
  const texts = textsOf(site);
  const { t } = texts;
  const { blogPath, tagsPath, archivePath, authorsPath, pageSegment, authorPageSegment } = input.paths;
  const routes: RouteData[] = [];
  // Drafts reach here only in a dev build (features/blog.ts leaves them out of others), where
  // Docusaurus shows them as any post, under the "Draft page" warning.
  // Loaded newest first; `sortPosts: "ascending"` turns every list, the sidebar, the archive and
  // the post paginator around, as in Docusaurus (the feeds stay newest first, for feed readers).
  const visible = config.blog.sortPosts === 'ascending' ? [...input.posts].reverse() : input.posts;
  const listed = visible.filter((p) => !p.post.unlisted);
  // Docusaurus takes the first posts of all, unlisted ones included (behaviors §11.7); the
  // sidebar shows an unlisted one only on its own page.
  const count = config.blog.sidebar.count === 'ALL' ? visible.length : config.blog.sidebar.count;
  const recent = visible.slice(0, count);
  const groups = new Map<string | null, BlogSidebarData['groups'][number]['posts']>();
  for (const p of recent) {
    const year = config.blog.sidebar.groupByYear ? String(p.post.date.getUTCFullYear()) : null;
    if (!groups.has(year)) groups.set(year, []);
    groups.get(year)!.push({ title: p.post.title, href: p.post.permalink, ...(p.post.unlisted ? { unlisted: true as const } : {}) });
  }
  // Year headings run newest year first whatever sortPosts says, as in Docusaurus (which reverses
  // its ascending year keys); posts inside a year keep the list's order.
  const grouped = [...groups].sort(([a], [b]) => (a === null || b === null ? 0 : Number(b) - Number(a)));
  const sidebar: BlogSidebarData = { title: config.blog.sidebar.title, groups: grouped.map(([year, posts]) => ({ year, posts })) };
  // Site CSS written for Docusaurus 3 targets `html.blog-wrapper`: every blog page but the
  // archive carries it on <html> there (behaviors §16).
  const head = (path: string, title: string | undefined, cls: string, tag: string | undefined, description?: string, noindex?: boolean) =>
    createHead({ site, path, title, description, htmlClassName: `${cls === ARCHIVE_CLASS ? '' : `${BLOG_WRAPPER} `}${cls} plugin-blog plugin-id-default`, searchTag: tag, noindex });

  // A post is listed on its blog pages, each tag's and each author's: one summary serves them all.
  const summaries = new Map<LoadedPost, PostSummary>();
  const listedSummary = (p: (typeof listed)[number]) => {
    let made = summaries.get(p.post);
    if (!made) summaries.set(p.post, (made = summary(input, p, false)));
    return made;
  };
  // A blog at the site's root ("blog-only mode") titles its first page with the site's title, as
  // Docusaurus does ("Site | Site"); its other pages keep the blog's.
  const trim = (path: string) => path.replace(/\/+$/, '');
  const listTitle = (path: string) => (trim(path) === trim(site.baseUrl) ? site.title : config.blog.title);
  const lists = (items: typeof listed, root: string, pageSeg: string, base: Omit<BlogListRoute, 'path' | 'head' | 'posts' | 'pagination' | 'page' | 'deps' | 'kind' | 'sidebar'>, cls: string, tag: string, noindex?: boolean) => {
    const pages = paginate(items, config.blog.postsPerPage);
    const pathOf = (i: number) => (i === 0 ? root : joinUrl(root, pageSeg, String(i + 1)));
    pages.forEach((chunk, i) => {
      routes.push({
        kind: 'blog-list', page: 'blog-list', deps: [], path: pathOf(i), sidebar,
        head: head(pathOf(i), base.listType === 'all' ? listTitle(pathOf(i)) : base.heading, cls, tag, base.description, noindex),
        ...base,
        posts: chunk.map(listedSummary),
        pagination: { page: i + 1, totalPages: pages.length, totalCount: items.length, newer: i > 0 ? pathOf(i - 1) : null, older: i < pages.length - 1 ? pathOf(i + 1) : null },
      });
    });
  };

  lists(listed, blogPath, pageSegment, { listType: 'all', heading: config.blog.title, description: config.blog.description }, 'blog-list-page', 'blog_posts_list');

  visible.forEach((p, i) => {
    // Only listed posts are chained (Docusaurus pairs the listed ones): an unlisted post has no
    // newer or older post, and it is no one's neighbour.
    const newer = p.post.unlisted ? undefined : visible.slice(0, i).reverse().find((x) => !x.post.unlisted);
    const older = p.post.unlisted ? undefined : visible.slice(i + 1).find((x) => !x.post.unlisted);
    const fm = p.post.frontMatter;
    const route: BlogPostRoute = {
      kind: 'blog-post', page: 'blog-post', deps: [], path: p.post.permalink, sidebar,
      head: { ...createHead({ site, path: p.post.permalink, title: p.post.title, description: typeof fm.description === 'string' ? fm.description : sourceExcerpt(p.post.body), htmlClassName: `${BLOG_WRAPPER} blog-post-page plugin-blog plugin-id-default`, noindex: p.post.unlisted, image: frontMatterImage(fm), keywords: frontMatterKeywords(fm) }), },
      post: summary(input, p, true),
      // A post's own toc_min/max_heading_level win over the site's, as on docs (§9.10).
      toc: pageToc(p.parsed.headings, fm, config.tableOfContents),
      newer: newer ? { title: newer.post.title, href: newer.post.permalink } : null,
      older: older ? { title: older.post.title, href: older.post.permalink } : null,
      editUrl: resolveEditUrl({ base: config.blog.editUrl, file: input.blogDir && !config.blog.editLocalizedFiles ? join(input.blogDir, p.post.rel) : p.post.file, config }),
      ...frontMatterData(fm),
    };
    route.head.meta.push(...articleMeta(route.post));
    const lastUpdate = docLastUpdate(fm, input.lastUpdates?.get(p.post.file), config.blog);
    if (lastUpdate) route.lastUpdate = lastUpdate;
    routes.push(route);
  });

  // Every post's tags get a page, an unlisted post's too (tag-visibility.ts).
  const byTag = new Map<string, { tag: TagRef; posts: typeof listed }>();
  for (const p of visible) {
    for (const t of p.post.tags) {
      if (!byTag.has(t.href)) byTag.set(t.href, { tag: { label: t.label, href: t.href, ...(t.description ? { description: t.description } : {}) }, posts: [] });
      byTag.get(t.href)!.posts.push(p);
    }
  }
  if (byTag.size) {
    const tags = [...byTag.values()].map(({ tag, posts }) => ({ tag, ...tagVisibility(posts, (p) => p.post.unlisted) }));
    const tagsRoute: BlogTagsRoute = {
      kind: 'blog-tags', page: 'blog-tags', deps: [], path: tagsPath, sidebar,
      head: head(tagsPath, t('theme.tags.tagsPageTitle', 'Tags'), 'blog-tags-list-page', 'blog_tags_list'),
      tags: tags.filter((x) => !x.unlisted).map(({ tag, items }) => ({ ...tag, count: items.length })).sort((a, b) => a.label.localeCompare(b.label)),
    };
    routes.push(tagsRoute);
    for (const { tag, items, unlisted } of tags) {
      lists(items, tag.href, pageSegment, {
        listType: 'tag', tag, description: tag.description,
        heading: tagPageTitle(texts, tag.label, items.length),
      }, 'blog-tags-post-list-page', 'blog_tags_posts', unlisted);
    }
  }

  if (listed.length && archivePath !== null) {
    const years = new Map<string, BlogArchiveRoute['years'][number]['posts']>();
    for (const p of listed) {
      const y = String(p.post.date.getUTCFullYear());
      if (!years.has(y)) years.set(y, []);
      // Docusaurus lists each year oldest first (prepends while walking newest first).
      years.get(y)!.unshift({ title: p.post.title, href: p.post.permalink, date: p.post.date.toISOString(), formattedDate: formatDate(p.post.date, site.locale.htmlLang, 'long').replace(/,? \d{4}$/, '') });
    }
    routes.push({
      kind: 'blog-archive', page: 'blog-archive', deps: [], path: archivePath,
      // Docusaurus' archive page sets no search metadata of its own: crawlers read the site's "default" tag.
      head: head(archivePath, t('theme.blog.archive.title', 'Archive'), ARCHIVE_CLASS, undefined, t('theme.blog.archive.description', 'Archive')),
      years: [...years].map(([year, posts]) => ({ year, posts })),
    });
  }

  if (input.authors.size) {
    const countFor = (key: string) => listed.filter((p) => p.post.authors.some((a) => a.key === key)).length;
    const authorsRoute: BlogAuthorsRoute = {
      kind: 'blog-authors', page: 'blog-authors', deps: [], path: authorsPath, sidebar,
      head: head(authorsPath, t('theme.blog.authorsList.pageTitle', 'Authors'), 'blog-authors-list-page', 'blog_authors_list'),
      authors: [...input.authors.values()].map((a) => ({ ...a, count: countFor(a.key) })),
    };
    routes.push(authorsRoute);
    for (const author of input.authors.values()) {
      if (!author.page) continue;
      const posts = listed.filter((p) => p.post.authors.some((a) => a.key === author.key));
      // Upstream quirk kept: author pages paginate under "<authorPage>/<authorsBasePath>/<n>".
      lists(posts, author.page, authorPageSegment, {
        listType: 'author', author,
        heading: authorPageTitle(texts, author, posts.length),
      }, 'blog-authors-posts-page', 'blog_authors_posts');
    }
  }
  return routes;
}
