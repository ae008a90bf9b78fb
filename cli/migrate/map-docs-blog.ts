/**
 * The docs and blog options of the classic preset, and docs plugin entries of `plugins`, → the
 * `docs`, `docsInstances` and `blog` sections. What has no counterpart is a note.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clean, isObj, type Obj, str } from './json-values.js';
import { blogContentOptions, docsContentOptions, segment } from './map-content-options.js';
import { mapContentPlugins } from './map-remark-plugins.js';
import { blogEditBase, docsEditBase } from './edit-url-function.js';
import { noteBlogOptions, noteDocsOptions } from './map-uncarried.js';
import { ADMONITION_TYPES } from '../../theme/Content/admonition-icons.js';

type Note = (key: string, what: string) => void;


/** Docusaurus' default folders and locale, where the config leaves them unset. */
const defaultLocale = (out: Obj) => (isObj(out.i18n) ? str(out.i18n.defaultLocale) : undefined) ?? 'en';

/**
 * `editUrl` → a fixed base. A function is called once (edit-url-function.ts) in the default
 * locale: "Edit this page" then leads where Docusaurus' default-locale pages lead.
 */
function editUrlOf(v: unknown, key: string, note: Note, probe: { kind: 'docs' | 'blog'; dir: string; locale: string; versioned?: boolean; siteDir?: string }): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v !== 'function') return undefined;
  const fn = v as (...args: unknown[]) => unknown;
  const got = probe.kind === 'docs' ? docsEditBase(fn, probe.dir, probe.locale, probe.siteDir) : blogEditBase(fn, probe.dir, probe.locale);
  if ('reason' in got) {
    note(key, `a function-valued editUrl could not be carried over: ${got.reason}; set a fixed base URL (the file's path is appended)`);
    return undefined;
  }
  if ('versionsDiffer' in got && probe.versioned) note(key, `versioned docs' edit links lead to their own file under versioned_docs/ (${got.base}versioned_docs/…), where the function sent them elsewhere`);
  return got.base;
}

/**
 * A content plugin's `admonitions.keywords` of its own → `markdown.admonitionKeywords`, one list
 * for all content (the docs' and the blog's together), as a site lists the same ones in both.
 */
function carryAdmonitionKeywords(options: Obj, out: Obj): void {
  const admonitions = options.admonitions;
  if (!isObj(admonitions) || !Array.isArray(admonitions.keywords)) return;
  const own = admonitions.keywords.filter((k): k is string => typeof k === 'string' && /^[a-z][a-z0-9_-]*$/.test(k) && !ADMONITION_TYPES.has(k));
  if (own.length === 0) return;
  const markdown = (isObj(out.markdown) ? out.markdown : {}) as Obj;
  const before = Array.isArray(markdown.admonitionKeywords) ? (markdown.admonitionKeywords as string[]) : [];
  out.markdown = { ...markdown, admonitionKeywords: [...new Set([...before, ...own])] };
}

/** The classic preset's `docs` option → `out.docs`. */
export function mapDocs(docs: unknown, out: Obj, note: Note, siteDir?: string): void {
  if (docs === false) return note('presets.classic.docs', 'docs are off in Docusaurus; opdocs builds docs/ when it exists, so remove or rename it');
  if (!isObj(docs)) return;
  out.docs = docsOptions(docs, 'presets.classic.docs', out, note, siteDir);
}

/**
 * A docs plugin entry of `plugins`: the docs section when it has no id (and no preset gave one),
 * else one of `docsInstances`, which keep Docusaurus' defaults for their folder and URL.
 */
export function mapDocsPlugin(options: Obj, at: string, out: Obj, note: Note, siteDir?: string): void {
  const id = str(options.id);
  const mapped = docsOptions(options, at, out, note, siteDir);
  if ((id === undefined || id === 'default') && out.docs === undefined) {
    out.docs = mapped;
    return;
  }
  const instances = (out.docsInstances ??= []) as Obj[];
  instances.push({ id: id ?? 'default', ...mapped, path: mapped.path ?? 'docs', routeBasePath: mapped.routeBasePath ?? 'docs' });
}

function docsOptions(docs: Obj, at: string, out: Obj, note: Note, siteDir?: string): Obj {
  // Versions matter to an editUrl function only where the site has some (versions.json, <id>_versions.json).
  const id = str(docs.id);
  const versioned = siteDir !== undefined && existsSync(join(siteDir, id && id !== 'default' ? `${id}_versions.json` : 'versions.json'));
  const d: Obj = clean({
    path: str(docs.path)?.replace(/^\.\//, ''), routeBasePath: segment(docs.routeBasePath),
    sidebarPath: typeof docs.sidebarPath === 'string' ? docs.sidebarPath.replace(/^\.\//, '') : undefined,
    editUrl: editUrlOf(docs.editUrl, `${at}.editUrl`, note, { kind: 'docs', versioned, siteDir, dir: str(docs.path)?.replace(/^\.\//, '').replace(/\/$/, '') ?? 'docs', locale: defaultLocale(out) }),
    editLocalizedFiles: typeof docs.editLocalizedFiles === 'boolean' ? docs.editLocalizedFiles : undefined,
    sidebarCollapsed: docs.sidebarCollapsed, sidebarCollapsible: docs.sidebarCollapsible, breadcrumbs: docs.breadcrumbs,
    showLastUpdateTime: docs.showLastUpdateTime, showLastUpdateAuthor: docs.showLastUpdateAuthor,
    lastVersion: str(docs.lastVersion), includeCurrentVersion: docs.includeCurrentVersion, disableVersioning: docs.disableVersioning,
    onlyIncludeVersions: Array.isArray(docs.onlyIncludeVersions) ? docs.onlyIncludeVersions.filter((v) => typeof v === 'string') : undefined,
    onInlineTags: str(docs.onInlineTags),
    tags: docs.tags === false || docs.tags === null ? false : typeof docs.tags === 'string' && docs.tags !== 'tags.yml' ? docs.tags.replace(/^\.\//, '') : undefined,
    ...docsContentOptions(docs, at, note),
  });
  // No sidebar at all, as in Docusaurus: its docs show none, and no previous/next links either.
  if (docs.sidebarPath === false) d.sidebars = {};
  // Without a sidebars file Docusaurus autogenerates one sidebar named "defaultSidebar", not
  // opdocs' "tutorialSidebar": the site's navbar items and `displayed_sidebar` name it.
  else if (docs.sidebarPath === undefined) d.sidebars = { defaultSidebar: 'autogenerated' };
  noteDocsOptions(docs, at, note);
  carryAdmonitionKeywords(docs, out);
  if (isObj(docs.versions)) {
    d.versions = Object.fromEntries(Object.entries(docs.versions).filter(([, v]) => isObj(v))
      .map(([name, v]) => [name, clean({ label: (v as Obj).label, path: (v as Obj).path, banner: (v as Obj).banner, badge: (v as Obj).badge, noIndex: (v as Obj).noIndex })]));
  }
  mapContentPlugins(docs, at, out, note);
  return d;
}

/**
 * The classic preset's `blog` option, or a blog plugin's options, → `out.blog`, or one of
 * `out.blogInstances` for `another` blog; notes are keyed under `at` (where the options stand).
 */
export function mapBlog(blog: unknown, out: Obj, note: Note, at = 'presets.classic.blog', another = false): void {
  if (blog === false) return note(at, 'the blog is off in Docusaurus; opdocs builds blog/ when it exists, so remove or rename it');
  if (!isObj(blog)) return;
  const feed = isObj(blog.feedOptions) ? blog.feedOptions : {};
  let mapped: Obj = clean({
    path: str(blog.path)?.replace(/^\.\//, ''), routeBasePath: segment(blog.routeBasePath),
    title: str(blog.blogTitle), description: str(blog.blogDescription), showReadingTime: blog.showReadingTime,
    postsPerPage: blog.postsPerPage, sortPosts: str(blog.sortPosts), editUrl: editUrlOf(blog.editUrl, `${at}.editUrl`, note, { kind: 'blog', dir: str(blog.path)?.replace(/^\.\//, '').replace(/\/$/, '') ?? 'blog', locale: defaultLocale(out) }),
    feedOptions: Object.keys(feed).length ? clean({ type: feed.type, limit: typeof feed.limit === 'number' || feed.limit === false || feed.limit === null ? feed.limit : undefined, copyright: str(feed.copyright), title: str(feed.title), description: str(feed.description), xslt: feedXslt(feed.xslt, `${at}.feedOptions.xslt`, note) }) : undefined,
    sidebar: blog.blogSidebarTitle !== undefined || blog.blogSidebarCount !== undefined ? clean({ title: str(blog.blogSidebarTitle), count: blog.blogSidebarCount }) : undefined,
    editLocalizedFiles: typeof blog.editLocalizedFiles === 'boolean' ? blog.editLocalizedFiles : undefined,
    onInlineTags: str(blog.onInlineTags), onInlineAuthors: str(blog.onInlineAuthors), onUntruncatedBlogPosts: str(blog.onUntruncatedBlogPosts),
    ...blogContentOptions(blog, at, note),
  });
  mapContentPlugins(blog, at, out, note);
  noteBlogOptions(blog, at, note);
  carryAdmonitionKeywords(blog, out);
  const authorsMap = str(blog.authorsMapPath)?.replace(/^\.\//, '');
  // Docusaurus reads it relative to the blog folder; one outside that folder (or a pattern) is not read here.
  if (authorsMap && authorsMap !== 'authors.yml') {
    if (/^(\/|[A-Za-z]:|\.\.(\/|$))/.test(authorsMap) || /[*?[\]{}()!]/.test(authorsMap)) note(`${at}.authorsMapPath`, 'authors are read from a file inside the blog folder; move it there and name it here');
    else mapped = { ...mapped, authorsMapPath: authorsMap };
  }
  if (typeof feed.createFeedItems === 'function') note(`${at}.feedOptions.createFeedItems`, 'feed items cannot be customised');
  // The first blog is the site's blog, whatever its id; one more (a changelog beside the blog,
  // the classic preset's own included: `another`) is one of blogInstances, under its plugin id.
  const id = str(blog.id);
  if (!another && out.blog === undefined) {
    out.blog = mapped;
    return;
  }
  const instances = (out.blogInstances ??= []) as Obj[];
  instances.push({ id: id ?? 'default', ...mapped, path: mapped.path ?? 'blog', routeBasePath: mapped.routeBasePath ?? 'blog' });
}

/** `feedOptions.xslt`: on/off per feed carries over; a stylesheet of the site's own (a path) is a note. */
function feedXslt(xslt: unknown, at: string, note: Note): unknown {
  if (typeof xslt === 'boolean') return xslt;
  if (typeof xslt === 'string') {
    note(at, 'both feeds get opdocs\' own stylesheet; a custom .xsl file is not used');
    return true;
  }
  if (!isObj(xslt)) return undefined;
  const own = (['rss', 'atom'] as const).filter((k) => typeof xslt[k] === 'string');
  if (own.length) note(at, `the ${own.join(' and ')} feed gets opdocs' own stylesheet; a custom .xsl file is not used`);
  return clean({ rss: xslt.rss === undefined ? undefined : Boolean(xslt.rss), atom: xslt.atom === undefined ? undefined : Boolean(xslt.atom) });
}
