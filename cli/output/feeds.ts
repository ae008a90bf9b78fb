/** RSS / Atom / JSON feeds of each blog with the `feed` package (behaviors §11.8). */
import { Feed } from 'feed';
import type { BlogData, BlogPostRoute, RouteData, SiteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import { applyTrailingSlash } from '../../runtime/trailing-slash.js';
import { EXTERNAL } from '../pipeline/check/links.js';
import { escapeHtml } from '../render/escape.js';
import { atomTextFields, rssDescriptionText } from './feed-text.js';
import { absolutizeFeedHtml } from './feed-urls.js';
import { addStylesheetInstruction, FEED_CSS, renderAtomXsl, renderRssXsl } from './feed-xslt.js';
import { withoutForbiddenXmlChars } from './xml-chars.js';

/**
 * Island and slot wrappers of content components (see runtime/islands) mean nothing without
 * the site's scripts: a feed carries only their server-rendered content.
 */
function unwrapIslands(html: string): string {
  if (!html.includes('<opdocs-island')) return html;
  return html.replace(/<opdocs-(?:island|html)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<\/opdocs-(?:island|html)>/g, '');
}

/**
 * The feed package escapes `&` and `"` in Atom attributes but not `<`, so a tag label such as
 * "<script>" made atom.xml ill-formed; escape the angle brackets of category attributes.
 */
function escapeCategoryAttributes(xml: string): string {
  return xml.replace(/<category\b[^\n]*?\/>/g, (tag) =>
    '<category' + tag.slice('<category'.length, -2).replace(/="([^"]*)"/g, (_m, v: string) => `="${v.replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`) + '/>');
}

/**
 * The feed package gives RSS its `<language>` but Atom nothing: `xml:lang` on the root says it
 * for Atom (and gives the styled page its `lang`).
 */
function withAtomLanguage(xml: string, lang: string): string {
  return xml.replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(lang)}">`);
}

/** A feed file: its path relative to the output, and how to make its contents. */
export interface FeedFile {
  path: string;
  make(): string;
}

/**
 * Each configured feed type's file of every blog, and with `feedOptions.xslt` the stylesheets
 * (.xsl and its .css) of the RSS and Atom feeds beside them. Nothing is rendered until a file
 * is made, and a blog's feeds share one rendering of its posts: serve --watch names the files
 * on every rebuild and makes them only when asked.
 */
export function feedFiles(site: SiteData, config: SiteConfig, routes: RouteData[]): FeedFile[] {
  const blogs: [BlogData | null, SiteConfig['blog'], string | undefined][] = [
    [site.blog, config.blog, undefined],
    ...(site.blogInstances ?? []).map(({ id, ...blog }): [BlogData, SiteConfig['blog'], string] => [blog, config.blogInstances.find((b) => b.id === id)!, id]),
  ];
  return blogs.flatMap(([blog, options, id]) => (blog ? blogFeedFiles(site, blog, options, routes.filter((r) => r.kind === 'blog-post' && r.blogId === id)) : []));
}

/** One blog's feed files; `posts` are its post routes. */
function blogFeedFiles(site: SiteData, blog: BlogData, options: SiteConfig['blog'], posts: RouteData[]): FeedFile[] {
  if (!options.feedTypes.length) return [];
  let made: Feed | undefined;
  let madeRss: Feed | undefined;
  const feed = () => (made ??= postsFeed(site, blog, options, posts, false));
  const rssFeed = () => (madeRss ??= postsFeed(site, blog, options, posts, true));
  const rel = blog.path.slice(site.baseUrl.length);
  const styled = options.feedXslt;
  return options.feedTypes.flatMap((t): FeedFile[] => {
    if (t === 'json') return [{ path: `${rel}/feed.json`, make: () => feed().json1() }];
    const xml = () => withoutForbiddenXmlChars(t === 'rss' ? rssFeed().rss2() : withAtomLanguage(atomTextFields(escapeCategoryAttributes(feed().atom1())), site.locale.htmlLang));
    if (!styled[t]) return [{ path: `${rel}/${t}.xml`, make: xml }];
    return [
      { path: `${rel}/${t}.xml`, make: () => addStylesheetInstruction(xml(), `${t}.xsl`) },
      { path: `${rel}/${t}.xsl`, make: () => (t === 'rss' ? renderRssXsl() : renderAtomXsl()) },
      { path: `${rel}/${t}.css`, make: () => FEED_CSS },
    ];
  });
}

/** Returns [file relative to output, contents] of every feed file (see feedFiles). */
export function renderFeeds(site: SiteData, config: SiteConfig, routes: RouteData[]): [string, string][] {
  return feedFiles(site, config, routes).map((f) => [f.path, f.make()]);
}

/** A blog's posts as one Feed; `options` is its config slice; `rss`: descriptions as RSS reads them. */
function postsFeed(site: SiteData, blog: BlogData, options: SiteConfig['blog'], routes: RouteData[], rss: boolean): Feed {
  // Newest first whatever sortPosts says (the routes follow it): the limit keeps the latest posts
  // and the channel's date is the newest one. The sort is stable, so equal dates keep their order.
  const posts = routes
    .filter((r): r is BlogPostRoute => r.kind === 'blog-post' && !r.head.noindex)
    .sort((a, b) => Date.parse(b.post.date) - Date.parse(a.post.date));
  // feedOptions.limit false or null: every post, as in Docusaurus.
  const limited = typeof options.feedLimit === 'number' ? posts.slice(0, options.feedLimit) : posts;
  const blogUrl = site.url + applyTrailingSlash(blog.path, site);
  const feed = new Feed({
    id: blogUrl, link: blogUrl, title: options.feedTitle ?? `${site.title} Blog`, description: options.feedDescription ?? `${site.title} Blog`,
    language: site.locale.htmlLang, updated: limited[0] ? new Date(limited[0].post.date) : undefined,
    favicon: site.favicon ? (EXTERNAL.test(site.favicon) ? site.favicon : site.url + site.favicon) : undefined, copyright: options.feedCopyright ?? '',
    feedLinks: Object.fromEntries(blog.feeds.map((f) => [f.type, site.url + f.href])),
  });
  for (const r of limited) {
    const url = site.url + r.path;
    feed.addItem({
      title: r.post.title, id: url, link: url, date: new Date(r.post.date),
      // As Docusaurus: front matter description, else the excerpt the page's meta description has.
      description: rss ? rssDescriptionText(r.post.description ?? r.head.description) : r.post.description ?? r.head.description, content: absolutizeFeedHtml(unwrapIslands(r.post.html ?? ''), url),
      category: r.post.tags.map((t) => ({ name: t.label, term: t.label })),
      // The feed package's JSON feed reads the first author unchecked: no authors, no list.
      author: r.post.authors.length ? r.post.authors.map((a) => ({ name: a.name || a.key, link: a.url, email: a.email })) : undefined,
    });
  }
  return feed;
}
