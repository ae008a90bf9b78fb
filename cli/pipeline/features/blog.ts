/**
 * The blog feature: blog/ posts with authors.yml and tags.yml → post pages, paginated lists,
 * tag, author and archive pages. Owns `config.blog` and `config.blogInstances` (each blog read
 * the same way, with its slice given as `config.blog`); feeds are written from its routes.
 */
import { groupInlineAuthors } from './blog-inline-authors.js';
import { join, relative } from 'node:path';
import type { AuthorData, RouteData } from '../../../runtime/types.js';
import { OpdocsError, reportAt, type Reports, type Severity } from '../../errors.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import { TAG_HINT, type RouteSource } from '../check/route-files.js';
import { checkUnclosedBlocks } from '../check/source-text.js';
import { listMarkdown, type ContentFile } from '../load/scan.js';
import { derivedOf } from '../load/text-cache.js';
import { listLocalized, orphanTranslations, readLocalized } from '../load/localized.js';
import { parseAuthors, parseTags } from '../routes/blog-meta.js';
import { resolveAuthorImages } from '../routes/author-images.js';
import { loadPosts, type LoadedPost } from '../routes/blog.js';
import { loadCreationDates } from '../load/file-dates.js';
import { createBlogRoutes } from '../routes/blog-routes.js';
import { blogPaths, type BlogPaths } from '../routes/blog-paths.js';
import type { LastUpdate } from '../load/git-last-update.js';
import { startHistories } from './doc-histories.js';
import type { Feature, FeatureContext, LoadResult, RoutesContext, RoutesResult } from './feature.js';
import { blogsOf, type Blog } from './blog-instances.js';
import type { TranslationEntry } from '../../translations/translation-file.js';
import { isReadAsMdx } from '../parse/mdx/format.js';
import { pageAnchors } from '../check/page-anchors.js';

/** The blog's data files, beside its posts. */
const META_FILES = ['authors.yml', 'authors.yaml', 'tags.yml', 'tags.yaml'];

interface BlogState {
  blog: Blog;
  posts: LoadedPost[];
  authors: Map<string, AuthorData>;
  paths: BlogPaths;
  /** Last commit of each post file, when the blog shows last-update dates or authors. */
  lastUpdates?: Map<string, LastUpdate>;
  authorsFile: ContentFile | null;
  tagsFile: ContentFile | null;
}

export const blogFeature: Feature<BlogState[]> = {
  name: 'blog',
  watchPaths: (ctx) => blogsOf(ctx.config, ctx.paths).map((b) => b.blogDir),
  async load(ctx) {
    const loads = await Promise.all(blogsOf(ctx.config, ctx.paths).map((one) => loadBlog({ ...ctx, config: one.config }, one)));
    return {
      state: loads.map((l) => l.state),
      errors: loads.flatMap((l) => l.errors),
      warnings: loads.flatMap((l) => l.warnings ?? []),
      jobs: loads.flatMap((l) => l.jobs),
      fileRoutes: loads.flatMap((l) => l.fileRoutes),
      localized: loads.flatMap((l) => l.localized ?? []),
    };
  },
  facts(states, parsed) {
    eachBlog(states, parsed, (state, own) => state.posts.forEach((p, i) => {
      if (!p.titleFromFrontMatter && !p.titleFromContent && own[i].title) p.title = own[i].title as string;
    }));
    const [main, ...more] = states;
    return { facts: { hasBlog: main.posts.length > 0, blogIds: more.filter((s) => s.posts.length).map((s) => s.blog.id) }, errors: [] };
  },
  routes(states, parsed, ctx) {
    const out: Required<Pick<RoutesResult, 'routes' | 'errors' | 'warnings' | 'anchors' | 'sources'>> = { routes: [], errors: [], warnings: [], anchors: [], sources: new Map() };
    eachBlog(states, parsed, (state, own) => {
      const r = blogRoutes(state, own, { ...ctx, config: state.blog.config });
      if (state.blog.id !== 'default') for (const route of r.routes) (route as BlogRoute).blogId = state.blog.id;
      out.routes.push(...r.routes);
      out.errors.push(...r.errors);
      out.warnings.push(...r.warnings ?? []);
      out.anchors.push(...r.anchors ?? []);
      for (const [k, v] of r.sources ?? []) out.sources.set(k, v);
    });
    return out;
  },
  translations(states) {
    return states.flatMap((state) => {
      if (!state.posts.length) return [];
      const { title, description, sidebar } = state.blog.config.blog;
      const entries: Record<string, TranslationEntry> = {};
      if (title) entries.title = { message: title, description: 'The title of the blog, in its list pages\' heading and feeds' };
      if (description) entries.description = { message: description, description: 'The description of the blog, in its list pages\' meta tags and feeds' };
      if (sidebar.title) entries['sidebar.title'] = { message: sidebar.title, description: 'The heading of the blog sidebar' };
      return [{ path: `${state.blog.pluginDir}/options.json`, entries }];
    });
  },
};

type BlogRoute = Extract<RouteData, { blogId?: string }>;

/** Calls `each` with every blog's state and the parse results of its posts (jobs are listed blog by blog). */
function eachBlog(states: BlogState[], parsed: ParsedMarkdown[], each: (state: BlogState, own: ParsedMarkdown[]) => void): void {
  let at = 0;
  for (const state of states) {
    each(state, parsed.slice(at, at + state.posts.length));
    at += state.posts.length;
  }
}

/** One blog's routes; `ctx.config.blog` is its own slice of the config. */
function blogRoutes(state: BlogState, parsed: ParsedMarkdown[], ctx: RoutesContext): RoutesResult {
  if (!state.posts.length) return { routes: [], errors: [] };
  const pictured = ctx.resolveImage
    ? resolveAuthorImages({ posts: state.posts, authors: state.authors, authorsFile: state.authorsFile, resolve: ctx.resolveImage })
    : { posts: state.posts, authors: state.authors };
  const posts = pictured.posts.map((post, i) => ({ post, parsed: parsed[i] }));
  const routes = createBlogRoutes({ site: ctx.site, config: ctx.config, posts, authors: pictured.authors, paths: state.paths, lastUpdates: state.lastUpdates, blogDir: state.blog.blogDir });
  const reports: Reports = { errors: [], warnings: [] };
  reportUntruncatedPosts(posts, ctx.config.blog.onUntruncatedBlogPosts, reports, state.blog, ctx.config.blog.truncateMarker);
  return {
    routes,
    ...reports,
    sources: blogSources(routes, state),
    anchors: posts.map((p): [string, Set<string>] => [p.post.permalink, pageAnchors(p.parsed)]),
  };
}

/** Lists and reads one blog's posts, authors and tags. */
async function loadBlog(ctx: FeatureContext, one: Blog): Promise<LoadResult<BlogState>> {
  const { blogDir } = one;
  const { blog } = ctx.config;
  // Another locale reads each post, and authors.yml and tags.yml, from its translation folder
  // when that has them (as Docusaurus looks for data files there first).
  const blogOverlay = ctx.locale && join(ctx.locale.dir, one.pluginDir);
  const readErrors: OpdocsError[] = [];
  const metaNames = blog.authorsMapPath ? [blog.authorsMapPath, ...META_FILES.filter((n) => n.startsWith('tags.'))] : META_FILES;
  const [postRels, metaRels] = await Promise.all([listMarkdown(blogDir, blog, { siteDir: ctx.paths.siteDir, errors: readErrors }, ctx.texts), listLocalized(blogDir, blogOverlay, metaNames, ctx.texts)]);
  ctx.listed?.(postRels.length);
  // Git runs while the posts are read; a site without posts has no history to ask for.
  const wanted = postRels.length > 0 && (blog.showLastUpdateTime || blog.showLastUpdateAuthor);
  const history = startHistories([{ dir: blogDir, wanted, configFile: ctx.config.configFile }], 'blog');
  const [files, meta] = await Promise.all([readLocalized(blogDir, blogOverlay, postRels, readErrors, ctx.texts), readLocalized(blogDir, blogOverlay, metaRels, readErrors, ctx.texts)]);
  for (const f of files) readErrors.push(...derivedOf(ctx.texts, f.file, f.text, 'unclosed blocks', () => checkUnclosedBlocks(f.file, f.text, isReadAsMdx(f.file, ctx.config.markdown.format))));
  const authorsFile = meta.find((f) => (blog.authorsMapPath ? f.rel === blog.authorsMapPath : f.rel.startsWith('authors.'))) ?? null;
  const tagsFile = meta.find((f) => f !== authorsFile && f.rel.startsWith('tags.')) ?? null;
  const paths = blogPaths(ctx.config);
  const { blogPath, tagsPath } = paths;
  // Kept per text by a watch session (a config change forgets them, and with them these paths).
  const authors = authorsFile ? derivedOf(ctx.texts, authorsFile.file, authorsFile.text, 'authors', () => parseAuthors(authorsFile, paths.authorsPath, ctx.config.baseUrl)) : parseAuthors(null, paths.authorsPath);
  const tags = tagsFile ? derivedOf(ctx.texts, tagsFile.file, tagsFile.text, 'tags', () => parseTags(tagsFile)) : parseTags(null);
  const { onInlineTags, onInlineAuthors } = ctx.config.blog;
  const postOptions = { blogPath, authors: authors.authors, tags: tags.tags, tagsPath, onInlineTags, onInlineAuthors, authorsUnreadable: authors.unreadable, authorsFaulty: authors.faulty, authorsMapPath: blog.authorsMapPath, texts: ctx.texts, where: { folder: blog.path, section: one.section } };
  let loaded = loadPosts(files, postOptions);
  // Git and file times are asked only for posts that name no date, and read again with them.
  if (loaded.undated.length) loaded = loadPosts(files, { ...postOptions, fileDates: await loadCreationDates(loaded.undated, blogDir) });
  const posts = loaded.posts.filter((p) => ctx.dev || !p.draft);
  const { updates: [lastUpdates], warnings: historyWarnings } = await history.settle();
  return {
    state: { blog: one, posts, authors: authors.authors, paths, lastUpdates, authorsFile, tagsFile },
    errors: [...readErrors, ...authors.errors, ...tags.errors, ...loaded.errors],
    warnings: [...groupInlineAuthors(loaded.warnings, blogDir), ...historyWarnings, ...await orphanTranslations({ overlay: blogOverlay, dir: blogDir, rels: postRels, globs: blog, siteDir: ctx.paths.siteDir })],
    jobs: posts.map((p) => ({ file: p.file, route: p.permalink, body: p.body, lineOffset: p.lineOffset, isMdx: isReadAsMdx(p.file, ctx.config.markdown.format) })),
    fileRoutes: posts.map((p) => [p.file, p.permalink]),
    ...(blogOverlay ? { localized: [[blogDir, blogOverlay] as [string, string]] } : {}),
  };
}


/** The file behind each blog route: the post, or tags.yml/authors.yml for their pages. */
function blogSources(routes: RouteData[], state: BlogState): Map<RouteData, RouteSource> {
  const sources = new Map<RouteData, RouteSource>();
  const postByPath = new Map(state.posts.map((p) => [p.permalink, p]));
  const authorsPath = `${state.paths.authorsPath}/`;
  for (const r of routes) {
    const post = r.kind === 'blog-post' ? postByPath.get(r.path) : undefined;
    if (post) sources.set(r, { file: post.file, text: post.text });
    else if (r.path.startsWith(`${state.paths.tagsPath}/`) && state.tagsFile) sources.set(r, { file: state.tagsFile.file, text: state.tagsFile.text });
    else if (r.kind === 'blog-list' && r.tag) {
      // An inline tag's page: blame the first post that carries it.
      const href = r.tag.href;
      const first = routes.find((p) => p.kind === 'blog-post' && p.post.tags.some((t) => t.href === href));
      const firstPost = first && postByPath.get(first.path);
      if (firstPost) sources.set(r, { file: firstPost.file, text: firstPost.text, hint: TAG_HINT });
    }
    else if (r.path.startsWith(authorsPath) && state.authorsFile) sources.set(r, { file: state.authorsFile.file, text: state.authorsFile.text });
  }
  return sources;
}

/** More posts than this without a marker are reported together, not one warning each. */
const UNTRUNCATED_ONE_BY_ONE = 3;

/**
 * A post without a truncate marker shows in full on every list page (behaviors §11.3): each is
 * reported at its first body line, per `blog.onUntruncatedBlogPosts`. A blog written without
 * markers at all would print a warning per post; as a warning or note, more than a few are one
 * report at the blog folder naming them (a failure still names each at its line).
 */
function reportUntruncatedPosts(posts: { post: LoadedPost; parsed: ParsedMarkdown }[], level: Severity, reports: Reports, { blogDir, section }: Blog, customMarker?: string): void {
  const untruncated = posts.filter(({ parsed }) => !parsed.hasTruncateMarker).map(({ post }) => post);
  const marker = customMarker ? `a comment matching blog.truncateMarker (${customMarker})` : '`<!-- truncate -->` (or `{/* truncate */}` in MDX)';
  const hint = `end each preview with ${marker} on a line of its own, or set "onUntruncatedBlogPosts": "ignore" in ${section} of site.config.json`;
  if (level !== 'throw' && untruncated.length > UNTRUNCATED_ONE_BY_ONE) {
    const names = untruncated.map((post) => relative(blogDir, post.file).split('\\').join('/')).sort();
    const listed = names.length > 6 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
    reportAt(reports, level, new OpdocsError({ file: blogDir, message: `${names.length} blog posts have no truncate marker, so the list pages show them in full: ${listed}`, hint }));
    return;
  }
  for (const post of untruncated) {
    reportAt(reports, level, new OpdocsError({
      file: post.file, line: post.lineOffset + 1, column: 1,
      message: 'blog post has no truncate marker, so the list pages show it in full', hint,
    }));
  }
}
