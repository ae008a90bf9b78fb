/**
 * The `blog` and `blogInstances` sections of site.config.json. A blog's `feedOptions` come out as
 * `feedTypes`, `feedLimit`, `feedCopyright`, `feedTitle`, `feedDescription` and `feedXslt`.
 */
import * as z from 'zod';
import { severity } from './schema-build.js';
import { checkRegExp, instanceId, uniqueInstanceIds } from './schema-content.js';
import { checkDistinctBlogSegments, contentGlobs, optionalUrlSegment, requiredRouteBase, routeBase, urlSegment } from './schema-content-paths.js';

const countOrAll = (description: string, fallback: number, min: number) =>
  z.union([z.int().min(min), z.literal('ALL')]).default(fallback).meta({ description, examples: [fallback, 'ALL'] });

const FEEDS = ['rss', 'atom', 'json'] as const;
type Feed = (typeof FEEDS)[number];

const feedOptions = z.strictObject({
  type: z.union([z.enum([...FEEDS, 'all']), z.array(z.enum(FEEDS)), z.null()]).default(['rss', 'atom']).meta({
    description: 'Feeds to write: "rss", "atom", "json", "all", a list of them, or null for none. Default ["rss", "atom"].',
    examples: ['all', ['rss', 'atom']],
  }),
  limit: z.union([z.int().min(1), z.literal(false), z.null()]).default(20).meta({
    description: 'Most recent posts in each feed; false or null: every post. Default 20.', examples: [20, false],
  }),
  copyright: z.string().optional().meta({ description: 'Copyright line of the feeds.', examples: ['Copyright © 2026 TyKO'] }),
  title: z.string().optional().meta({ description: 'Title of the feeds and of their `<link rel="alternate">` tags. Default "<site title> Blog".', examples: ['TyKO Releases'] }),
  description: z.string().optional().meta({ description: 'Description of the feeds. Default "<site title> Blog".', examples: ['Release notes of TyKO'] }),
  xslt: z.union([z.boolean(), z.strictObject({
    rss: z.boolean().default(false).describe('Style rss.xml. Default false.'),
    atom: z.boolean().default(false).describe('Style atom.xml. Default false.'),
  }).describe('Which feeds to style.')]).default(false).meta({
    description: 'Write an XSLT stylesheet (rss.xsl, atom.xsl, each with a same-name .css) beside the RSS and Atom feeds and point the feeds at it, so a browser opening a feed shows a readable list of posts instead of raw XML. true styles both; the JSON feed has none. Default false.',
    examples: [true, { rss: true, atom: false }],
  }),
}).prefault({}).describe('RSS / Atom / JSON feeds of the blog.');

/** The keys of a blog: the `blog` section, and each of `blogInstances`. */
const blogShape = {
  path: z.string().default('blog').describe('Folder of the posts, relative to `contentDir`. Default "blog".'),
  routeBasePath: routeBase('blog').describe('URL prefix of blog pages. Default "blog".'),
  tagsBasePath: urlSegment('URL segment of the tag pages under the blog path (/blog/tags, /blog/tags/<tag>). Default "tags".', 'tags', 'tags'),
  archiveBasePath: optionalUrlSegment('URL segment of the archive page under the blog path (/blog/archive). Default "archive"; null: no archive page.', 'archive', 'archive'),
  pageBasePath: urlSegment('URL segment of the list pages after the first, under the blog path and each tag page (/blog/page/2). Default "page".', 'page', 'page'),
  authorsBasePath: urlSegment('URL segment of the authors list and the author pages under the blog path (/blog/authors, /blog/authors/<author>); author pages after the first also use it (/blog/authors/<author>/authors/2), as in Docusaurus. Default "authors".', 'authors', 'authors'),
  ...contentGlobs('posts', 'blog'),
  title: z.string().default('Blog').meta({ description: 'Title of the blog list pages. Default "Blog".', examples: ['Releases'] }),
  description: z.string().default('Blog').describe('Meta description of the blog list pages. Default "Blog".'),
  showReadingTime: z.boolean().default(true).describe('Show an estimated reading time on posts. Default true.'),
  postsPerPage: countOrAll('Posts per list page, or "ALL" for one page. Default 10.', 10, 1),
  sortPosts: z.enum(['descending', 'ascending']).default('descending').describe('Order of the posts in the list pages, the sidebar, the archive and the newer/older links: "descending" (newest first) or "ascending" (oldest first), as Docusaurus\' `sortPosts`; the feeds stay newest first. Default "descending".'),
  feedOptions,
  sidebar: z.strictObject({
    title: z.string().default('Recent posts').describe('Heading of the blog sidebar. Default "Recent posts".'),
    count: countOrAll('Posts listed in the sidebar, or "ALL". 0 hides it. Default 5.', 5, 0),
    groupByYear: z.boolean().default(true).describe('Group sidebar posts under year headings. Default true.'),
  }).prefault({}).describe('The list of recent posts beside each blog page.'),
  editUrl: z.string().optional().describe('Base of the "Edit this page" links on posts. Default: no links.'),
  authorsMapPath: z.string().trim().min(1).refine((p) => !/^(\/|[A-Za-z]:|\.\.(\/|$))/.test(p) && !/[*?[\]{}()!]/.test(p), 'give a path inside the blog folder, without wildcards, e.g. "authors.yml" or "data/team.yml"').optional()
    .describe('The authors file, as a path inside the blog folder, as Docusaurus\' `authorsMapPath` (e.g. "team.yml"); a locale reads it from its translation folder as it does authors.yml. Default: authors.yml, else authors.yaml.'),
  truncateMarker: z.string().min(1).optional().superRefine(checkRegExp).describe('A regular expression (as a string) matching the comment that ends each post\'s excerpt, in place of `<!-- truncate -->` and `{/* truncate */}`, as Docusaurus\' `truncateMarker`; only an HTML comment (or an MDX `{/* */}` comment) can be a marker. Default: those two.'),
  editLocalizedFiles: z.boolean().default(false).describe('In a locale other than the default, "Edit this page" of a translated post leads to its file under i18n/<locale>/ instead of the default locale\'s file, as Docusaurus\' option of this name. Default false.'),
  showLastUpdateTime: z.boolean().default(false).describe('Show when each post last changed, from the date of the last Git commit of its file (a post front matter `last_update.date` overrides it). Default false.'),
  showLastUpdateAuthor: z.boolean().default(false).describe('Show who last changed each post, from the author of the last Git commit of its file (a post front matter `last_update.author` overrides it). Default false.'),
  onInlineTags: severity('a post tag that tags.yml does not define (only when the blog has a tags.yml; the tag is still used, with its own name as label)', 'warn'),
  onInlineAuthors: severity('a post author written out in the front matter instead of named by its authors.yml key', 'warn'),
  onUntruncatedBlogPosts: severity('a post without a truncate marker (`<!-- truncate -->` or `{/* truncate */}`), which the list pages then show in full', 'warn'),
};

type BlogInput = z.output<z.ZodObject<typeof blogShape>>;

/** `feedOptions` as the feeds' writer reads them. */
const resolveFeeds = <B extends BlogInput>({ feedOptions: feeds, ...blog }: B) => {
  const type = feeds.type;
  const feedTypes: Feed[] = type === null ? [] : type === 'all' ? [...FEEDS] : typeof type === 'string' ? [type] : [...new Set(type)];
  const feedXslt = typeof feeds.xslt === 'boolean' ? { rss: feeds.xslt, atom: feeds.xslt } : feeds.xslt;
  const out = { ...blog, feedTypes, feedLimit: feeds.limit, feedCopyright: feeds.copyright, feedTitle: feeds.title, feedDescription: feeds.description, feedXslt };
  // Optional fields are left out rather than set to undefined, so deepEqual and JSON agree.
  for (const key of ['feedCopyright', 'feedTitle', 'feedDescription'] as const) if (out[key] === undefined) delete out[key];
  return out;
};

/** The `blog` section. */
export const blogSchema = z.strictObject(blogShape).prefault({}).describe('Blog posts, list pages, tags and feeds.')
  .superRefine(checkDistinctBlogSegments)
  .transform(resolveFeeds);

/**
 * More blogs, each of its own beside `blog` (Docusaurus' blog plugin used more than once, e.g. a
 * changelog): its own folder, URL, authors, tags, sidebar and feeds.
 */
export const blogInstancesSchema = z.array(z.strictObject({
  id: instanceId('blog').meta({ description: 'Name of this blog, as the plugin id of Docusaurus\' blog plugin (its translations are under docusaurus-plugin-content-blog-<id>).', examples: ['changelog'] }),
  ...blogShape,
  path: z.string().meta({ description: 'Folder of its posts, relative to `contentDir`.', examples: ['changelog'] }),
  routeBasePath: requiredRouteBase().meta({ description: 'URL prefix of its pages (after the base URL).', examples: ['changelog'] }),
}).describe('One more blog.').superRefine(checkDistinctBlogSegments).transform(resolveFeeds))
  .superRefine(uniqueInstanceIds('blogInstances', 'give each blog an id of its own, e.g. "changelog"'))
  .default([]).describe('More blogs beside `blog`, each with its own folder, URL, authors, tags and feeds (Docusaurus\' blog plugin used more than once). Default [].');
