/**
 * Where each route comes from, and the checks on where it goes: every route path must stay
 * inside the output folder, two routes never share one, and static files never replace a
 * generated file or one of opdocs' own (all reported with the files involved); names Windows
 * cannot hold are warned about (windows-names.ts).
 */
import { relative } from 'node:path';
import type { RouteData } from '../../../runtime/types.js';
import { OpdocsError, showInvisible } from '../../errors.js';
import { checkRoutePath, dataFileFor, htmlFileFor, routeKey } from '../routes/url.js';
import { isHashedAsset } from '../../serve/content-types.js';
import { unicodeTwinsNote } from '../routes/unicode-twins.js';
import { windowsNameWarnings } from './windows-names.js';
import { APP_ICON_FILES, ICON_DIR, WEB_MANIFEST_FILE } from '../../output/web-manifest.js';

/** The input file a route was made from, with the text used to find the line to blame. */
export interface RouteSource {
  file: string;
  text?: string;
  /** Whether loadDocs already reports collisions of this source (two docs on one route). */
  isDoc?: boolean;
  /**
   * The docs set (instance and version) whose loadDocs saw this doc: it only compares docs of one
   * set, so two sets on one routeBasePath are checked here.
   */
  docSet?: string;
  /** What to do when the route path is refused, when the source is not what names the route (a tag's doc). */
  hint?: string;
}

/**
 * Output files no static file may supply: opdocs writes them, and serve and the browser trust them.
 * `_headers` is the site's own unless opdocs writes one (`csp`); see site.ts.
 */
export const RESERVED_FILES = ['__opdocs.json', 'sw.js', 'site.config.schema.json', 'sitemap.xml', '404.html'];
// opdocs' own folders under assets/. The rest of assets/ is a site's too (Docusaurus sites keep
// PDFs and pictures in static/assets/); there a file is opdocs' only by its content-hashed name.
// assets/images/ is shared as well: opdocs' copies there are named `<name>-<hash of content>`,
// so a site file of the same name holds the same bytes (Docusaurus names its copies alike).
const RESERVED_DIRS = ['assets/data/', 'assets/search/'];
// In assets/icons/ opdocs writes only the app icons: sites keep their own icons beside them
// (static/assets/icons/*.svg, imported by their components), which Docusaurus publishes.
const APP_ICONS = APP_ICON_FILES.map((f) => `${ICON_DIR}/${f}`);
// The bundler writes its hashed files straight into assets/; a name in a subfolder of a site's
// (`assets/images/5G-MBS_5G_Core.png`, `…_08102021.pdf`) only looks hashed.
const isBundlerFile = (rel: string) => rel.split('/').length === 2 && isHashedAsset(rel);
const isReserved = (rel: string, ownIcons = false) => RESERVED_FILES.includes(rel) || (!ownIcons && APP_ICONS.includes(rel)) || RESERVED_DIRS.some((d) => rel.startsWith(d)) || isBundlerFile(rel);

/** 1-based line of the first `slug:`/`permalink:` line mentioning `segment` (else any such line). */
function lineOfSlug(text: string | undefined, segment: string): { line: number; column: number } | undefined {
  if (!text) return undefined;
  const lines = text.split('\n');
  let any: { line: number; column: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const m = /"?\b(slug|permalink)"?\s*:\s*/.exec(lines[i]);
    if (!m) continue;
    const at = { line: i + 1, column: m.index + m[0].length + 1 };
    any ??= at;
    if (segment && lines[i].includes(segment)) return at;
  }
  return any;
}

function locate(src: RouteSource, path: string): { file: string; line?: number; column?: number; byId?: true } {
  const segment = path.split('/').filter(Boolean).pop() ?? '';
  let raw = segment;
  try {
    raw = decodeURIComponent(segment);
  } catch { /* compared as written */ }
  return { file: src.file, ...(lineOfSlug(src.text, segment) ?? lineOfSlug(src.text, raw) ?? lineOfId(src.text, raw)) };
}

/** A doc's `id:` line when its value is the route's last segment (`id: ..` makes the route). */
function lineOfId(text: string | undefined, segment: string): { line: number; column: number; byId: true } | undefined {
  if (!text || !segment) return undefined;
  const quoted = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`^(id[ \\t]*:[ \\t]*)(["']?)${quoted}\\2[ \\t]*\\r?$`, 'm').exec(text);
  return m ? { line: text.slice(0, m.index).split('\n').length, column: m[1].length + 1, byId: true } : undefined;
}

type RouteFilesInput = {
  routes: RouteData[]; sources: Map<RouteData, RouteSource>; fallback: RouteSource; baseUrl: string; trailingSlash?: boolean; siteDir: string;
  staticFiles: { file: string; rel: string }[]; generatedFiles: string[];
  /**
   * Given for a Docusaurus config built in place: a static file on a page's HTML file is left out
   * with a warning (its `rel` goes into the set), as Docusaurus' build writes the page over it.
   */
  pageWins?: Set<string>;
  /** The site lists its own app icons (offline.icons): opdocs makes none in assets/icons/. */
  ownIcons?: boolean;
};

/**
 * What decides the outcome of the checks (sources only word the errors, but for whether two
 * docs meet), for the last input that passed them. A watch rebuild of a body edit has the same
 * routes, files and static files as the one before: the checks took 6 % of a rebuild of 1,000 docs.
 */
let lastPassed: string | undefined;
const outcomeKey = (args: RouteFilesInput) => JSON.stringify([
  args.baseUrl, args.trailingSlash ?? null, args.ownIcons ?? false, args.siteDir, args.fallback.file, args.generatedFiles, args.staticFiles.map((s) => s.rel),
  args.routes.map((r) => `${r.kind}${args.sources.get(r)?.isDoc ? `+${args.sources.get(r)?.docSet ?? ''}+` : '-'}${r.path}`),
]);

/** Checks every route's output path and collisions; `staticFiles` are paths relative to static/. */
export function checkRouteFiles(args: RouteFilesInput): OpdocsError[] {
  const key = outcomeKey(args);
  if (key === lastPassed) return [];
  const errors = findRouteFileErrors(args);
  lastPassed = errors.length ? undefined : key;
  return errors;
}

function findRouteFileErrors(args: RouteFilesInput): OpdocsError[] {
  const errors: OpdocsError[] = [];
  const sourceOf = (r: RouteData) => args.sources.get(r) ?? args.fallback;
  const byKey = new Map<string, RouteData>();
  const byFile = new Map<string, string>();
  // `html` lower-cased (file systems that ignore case meet there), `file` as written.
  const pageFiles: { html: string; file: string; r: RouteData; src: RouteSource }[] = [];
  for (const r of args.routes) {
    const src = sourceOf(r);
    const bad = checkRoutePath(r.path, args.baseUrl);
    if (bad) {
      const { byId, ...at } = locate(src, r.path);
      // No slug line to blame: the route comes from the file's own name, or its `id:`.
      const hint = src.hint ?? (byId ? 'give the doc an id of plain characters (no "/", "." or ".."), e.g. `id: setup`' : at.line === undefined && /\.mdx?$/.test(src.file)
        ? 'rename the file, or set a `slug` made of plain path segments in its front matter, e.g. `slug: /guides/setup`'
        : 'use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`');
      errors.push(new OpdocsError({ ...at, message: `route ${shorten(r.path)} ${bad}`, hint }));
      continue;
    }
    const key = routeKey(r.path).normalize('NFC');
    const other = byKey.get(key);
    if (other) {
      const o = sourceOf(other);
      // Two docs of one set, or two posts of one blog, on one route are reported by their loaders
      // (docs.ts, blog.ts), naming both files: here the posts' shared route would name one file twice.
      if (!(src.isDoc && o.isDoc && src.docSet === o.docSet) && !(r.kind === 'blog-post' && other.kind === 'blog-post' && r.blogId === other.blogId)) {
        // Blame the one whose slug or permalink line is found (a doc's `slug:` rather than the tag
        // page it meets), else a content file rather than the config that adds a built-in page.
        const here = locate(src, r.path);
        const there = locate(o, other.path);
        const builtIn = src.file === args.fallback.file && o.file !== args.fallback.file;
        // Pages of two blogs: which blog each is, since both lists come from the config.
        const blogNamed = blogIdOf(r) !== undefined || blogIdOf(other) !== undefined;
        errors.push(new OpdocsError({
          ...(here.line === undefined && (there.line !== undefined || builtIn) ? there : here),
          message: `two pages claim the route ${r.path}: ${describe(o, other, args.siteDir, blogNamed)} and ${describe(src, r, args.siteDir, blogNamed)}${unicodeTwinsNote(other.path, r.path)}`,
          hint: 'change the slug or file name of one of them so each route has one page',
        }));
      }
      continue;
    }
    byKey.set(key, r);
    const html = r.kind === 'not-found' ? '404.html' : htmlFileFor(r.path, args.baseUrl, args.trailingSlash);
    byFile.set(html.toLowerCase(), `the page ${r.path} (${src.file})`);
    pageFiles.push({ html: html.toLowerCase(), file: html, r, src });
    if (r.kind !== 'not-found') byFile.set(dataFileFor(r.path, args.baseUrl).toLowerCase(), `the data of ${r.path} (${src.file})`);
  }
  for (const f of args.generatedFiles) byFile.set(f.toLowerCase(), `the generated ${f}`);
  errors.push(...pagesOnOneFile(pageFiles, args), ...pagesThroughFiles(pageFiles, byFile, args.siteDir));
  // Warnings (unchecked): names a Windows checkout cannot hold.
  errors.push(...windowsNameWarnings({
    pages: pageFiles, staticFiles: args.staticFiles, siteDir: args.siteDir,
    locate: (src, path) => {
      const { byId: _byId, ...at } = locate(src, path);
      return at;
    },
  }));
  const folders = foldersOf(byFile);
  const pageHtml = new Set(pageFiles.map((p) => p.html));
  for (const s of args.staticFiles) {
    const rel = s.rel.toLowerCase();
    const owner = byFile.get(rel)
      ?? (isReserved(rel, args.ownIcons) || rel === 'assets' ? `opdocs' own ${s.rel}` : undefined)
      ?? folderOwner(folders.get(rel), s.rel)
      ?? parentOwner(byFile, rel);
    if (owner && args.pageWins && pageHtml.has(rel)) {
      args.pageWins.add(s.rel);
      errors.push(new OpdocsError({
        file: s.file, unchecked: true,
        message: `static file ${s.rel} is left out: ${owner.replace(args.siteDir + '/', '')} takes its place, as in Docusaurus' build`,
        hint: 'delete the static file, or move it to another name if the site links to it',
      }));
    } else if (owner) {
      errors.push(new OpdocsError({
        file: s.file, message: `static file ${s.rel} would replace ${owner.replace(args.siteDir + '/', '')}`,
        hint: 'rename or move the static file; files under static/ must not shadow generated routes or opdocs files',
      }));
    }
  }
  return errors;
}

// Written beside the pages at the root of the output (some only with their feature on).
const ROOT_OUTPUTS = [...RESERVED_FILES, 'offline.html', 'opensearch.xml', WEB_MANIFEST_FILE];

/**
 * Pages whose folder has the name of a file written too (`slug: /sitemap.xml` under docs at
 * the root, a post at `/blog/rss.xml`): the folder and the file cannot both be made, which the
 * write would only find out at the end, naming a staging path.
 */
function pagesThroughFiles(pages: { html: string; r: RouteData; src: RouteSource }[], byFile: Map<string, string>, siteDir: string): OpdocsError[] {
  const ownerOf = (file: string) => byFile.get(file) ?? (ROOT_OUTPUTS.includes(file) ? `opdocs' own ${file}` : undefined);
  const errors: OpdocsError[] = [];
  for (const { html, r, src } of pages) {
    for (let cut = html.indexOf('/'); cut > 0; cut = html.indexOf('/', cut + 1)) {
      const owner = ownerOf(html.slice(0, cut));
      if (!owner) continue;
      errors.push(new OpdocsError({
        ...locate(src, r.path),
        message: `the page ${r.path} needs a folder ${html.slice(0, cut)}/ where ${owner.replace(siteDir + '/', '')} is written`,
        hint: 'change the slug or file name of the page so its path does not take the name of that file',
      }));
      break;
    }
  }
  return errors;
}

/**
 * Routes of different paths whose page is one file: with `trailingSlash: false` a doc at
 * /offline is offline.html, the service worker's offline page, and /404 is the host's 404.html;
 * `slug: /a.html` beside /a is the same. One page silently replaced the other.
 */
function pagesOnOneFile(pages: { html: string; r: RouteData; src: RouteSource }[], args: RouteFilesInput): OpdocsError[] {
  const first = new Map<string, { r: RouteData; src: RouteSource }>();
  const errors: OpdocsError[] = [];
  for (const page of pages) {
    const other = first.get(page.html);
    if (!other) {
      first.set(page.html, page);
      continue;
    }
    // Blame the content file rather than the config that adds a built-in page.
    const [blamed, kept] = page.src === args.fallback ? [other, page] : [page, other];
    const owner = kept.src === args.fallback ? `opdocs' own ${page.html}` : `the file of ${kept.r.path} (${describe(kept.src, kept.r, args.siteDir)})`;
    errors.push(new OpdocsError({
      ...locate(blamed.src, blamed.r.path),
      message: `the page ${blamed.r.path} would be written to ${page.html}, ${owner}`,
      hint: 'change the slug or file name of the page so it gets a file of its own',
    }));
  }
  return errors;
}

/** What to do about a tag page whose path is refused (a hint of its RouteSource). */
export const TAG_HINT = 'shorten the tag, or give it a `permalink` made of plain path segments (in front matter `{ label, permalink }`, or in tags.yml)';

/** A route path as printed in an error: a very long one is cut in its middle. */
// Control and bidi characters are shown as escapes (see showInvisible).
const shorten = (path: string) => showInvisible(path.length > 120 ? `${path.slice(0, 60)}…${path.slice(-40)}` : path);

/**
 * Every folder the generated files need, each with one file that needs it: a static file of
 * the same name would stand in the way (the copy fails once the folder is there, or the folder
 * cannot be made once the file is).
 */
function foldersOf(byFile: Map<string, string>): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [file, owner] of byFile) {
    for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) {
      const dir = file.slice(0, cut);
      if (folders.has(dir)) break;
      folders.set(dir, owner);
    }
  }
  return folders;
}

/** A generated file whose name a folder of the static file's path takes. */
function parentOwner(byFile: Map<string, string>, rel: string): string | undefined {
  for (let cut = rel.indexOf('/'); cut > 0; cut = rel.indexOf('/', cut + 1)) {
    const owner = byFile.get(rel.slice(0, cut));
    if (owner) return `${owner} with its folder ${rel.slice(0, cut)}/`;
  }
  return undefined;
}

const folderOwner = (owner: string | undefined, rel: string) => owner && `the folder ${rel}/ that holds ${owner}`;

function describe(src: RouteSource, r: RouteData, siteDir: string, blogNamed = false): string {
  const id = blogIdOf(r);
  const blog = !blogNamed || !r.kind.startsWith('blog-') ? '' : id === undefined ? ' of the blog' : ` of blogInstances "${id}"`;
  return `${relative(siteDir, src.file).split('\\').join('/')} (${r.kind === 'react-page' ? 'React page' : r.kind}${blog})`;
}

const blogIdOf = (r: RouteData): string | undefined => ('blogId' in r ? r.blogId : undefined);
