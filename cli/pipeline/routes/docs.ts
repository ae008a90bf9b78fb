/**
 * Docs: files → doc entries with ids, slugs and permalinks (behaviors §9.2–9.3).
 * Titles that come from the markdown's h1 are filled in later, after parsing.
 */
import { OpdocsError } from '../../errors.js';
import type { ContentFile } from '../load/scan.js';
import { derivedOf, type TextCache } from '../load/text-cache.js';
import { parseFrontMatter, frontMatterKeyPosition, type FrontMatter } from '../parse/front-matter.js';
import { stripNumberPrefix } from './number-prefix.js';
import { joinUrl } from './url.js';
import { claimKey, unicodeTwinsNote } from './unicode-twins.js';

export interface LoadedDoc {
  file: string;
  /** Path relative to the docs folder. */
  rel: string;
  text: string;
  id: string;
  /** Directory of the doc relative to the docs folder, number prefixes stripped ("" at root). */
  dir: string;
  /** Raw source directory ("" at root), prefixes kept. */
  sourceDir: string;
  /** Raw file name, prefixes and extension kept (sort tie-breaker). */
  sourceName: string;
  slug: string;
  permalink: string;
  frontMatter: FrontMatter;
  body: string;
  lineOffset: number;
  isMdx: boolean;
  isCategoryIndex: boolean;
  sidebarPosition: number | undefined;
  /** Front matter title, else filled from the h1, else the file's base id. */
  title: string;
  sidebarLabel: string | undefined;
  draft: boolean;
  unlisted: boolean;
}

export interface DocsOptions {
  /** Version root path with baseUrl, e.g. "/base/docs". */
  versionPath: string;
  /** onDuplicateRoutes is not "throw": of two docs on one route the first is kept (the other's error becomes a warning). */
  keepFirstOnRoute?: boolean;
  /** serve --watch: front matter is parsed again only for files whose text changed. */
  texts?: TextCache;
}

function isCategoryIndexName(fileBase: string, parentDirName: string | undefined): boolean {
  const lower = fileBase.toLowerCase();
  return lower === 'index' || lower === 'readme' || (parentDirName !== undefined && lower === parentDirName.toLowerCase());
}

/** Resolves a slug like Docusaurus: absolute as is, relative to the doc's directory otherwise. */
function resolveSlug(fmSlug: string | undefined, dir: string, baseId: string, isIndex: boolean): string {
  if (fmSlug !== undefined) {
    if (fmSlug.startsWith('/')) return fmSlug;
    // "./x" and "../x" resolve like relative URLs; joining alone would leave ".." in the route.
    if (/(^|\/)\.\.?(\/|$)/.test(fmSlug)) {
      const resolved = new URL(fmSlug, `http://x/${dir ? `${dir}/` : ''}`).pathname;
      try {
        return decodeURI(resolved);
      } catch {
        return resolved;
      }
    }
    return joinUrl('/', dir, fmSlug);
  }
  if (isIndex) return dir ? joinUrl('/', dir) + '/' : '/';
  return joinUrl('/', dir, baseId);
}

/** Parses the front matter of every doc and computes ids and routes. */
export function loadDocs(files: ContentFile[], opts: DocsOptions): { docs: LoadedDoc[]; errors: OpdocsError[]; shadowed?: Map<string, LoadedDoc> } {
  const errors: OpdocsError[] = [];
  const docs: LoadedDoc[] = [];
  for (const f of files) {
    const fm = derivedOf(opts.texts, f.file, f.text, 'front matter', () => parseFrontMatter(f.text, f.file, 'doc'));
    errors.push(...fm.errors);
    const data = fm.data;
    const parts = f.rel.split('/');
    const fileName = parts.pop() as string;
    const ext = fileName.match(/\.mdx?$/)?.[0] ?? '';
    const fileBase = fileName.slice(0, fileName.length - ext.length);
    const keepPrefixes = data.parse_number_prefixes === false;
    const strip = (s: string) => (keepPrefixes ? { name: s, prefix: undefined } : stripNumberPrefix(s));
    const dirParts = parts.map((p) => strip(p).name);
    const dir = dirParts.join('/');
    const stripped = strip(fileBase);
    const fmId = typeof data.id === 'string' ? data.id : undefined;
    if (fmId !== undefined && fmId.includes('/')) {
      errors.push(new OpdocsError({
        file: f.file, ...frontMatterKeyPosition(f.text, 'id'),
        message: `front matter: document id "${fmId}" cannot include a slash`,
        hint: 'the folder is already part of the id; write only the last part, e.g. `id: quickstart`',
      }));
    } else if (fmId !== undefined && fmId.trim() === '') {
      // An empty id names the folder itself: the doc would take the folder's route and no link could name it.
      errors.push(new OpdocsError({
        file: f.file, ...frontMatterKeyPosition(f.text, 'id'),
        message: 'front matter: document id is empty',
        hint: `give it a name, e.g. \`id: ${stripNumberPrefix(fileBase).name || 'quickstart'}\`, or remove the line to use the file name`,
      }));
    }
    const baseId = fmId ?? stripped.name;
    const id = dir ? `${dir}/${baseId}` : baseId;
    // Docusaurus matches the names as written, number prefixes included: `relations/1-relations.md`
    // is no index (its route ends in /relations/relations), nor is `02-guides/guides.md`.
    const isIndex = isCategoryIndexName(fileBase, parts.length ? parts[parts.length - 1] : undefined);
    const slug = resolveSlug(typeof data.slug === 'string' ? data.slug : undefined, dir, baseId, isIndex);
    const permalink = slug === '/' ? opts.versionPath.replace(/\/?$/, '/') : joinUrl(opts.versionPath, slug);
    docs.push({
      file: f.file, rel: f.rel, text: f.text, id, dir, sourceDir: parts.join('/'), sourceName: fileName,
      slug, permalink, frontMatter: data, body: fm.body, lineOffset: fm.lineOffset, isMdx: ext === '.mdx',
      isCategoryIndex: isIndex,
      sidebarPosition: typeof data.sidebar_position === 'number' ? data.sidebar_position : stripped.prefix,
      // A title of spaces only is the empty title it looks like: no page title, no heading.
      title: typeof data.title === 'string' ? (data.title.trim() === '' ? '' : data.title) : baseId,
      sidebarLabel: typeof data.sidebar_label === 'string' ? data.sidebar_label : undefined,
      draft: data.draft === true,
      unlisted: data.unlisted === true,
    });
  }
  const dropped = new Map<LoadedDoc, LoadedDoc>();
  errors.push(...checkDuplicates(docs, opts.keepFirstOnRoute ? dropped : null));
  // A sidebar naming the dropped doc's id gets the page its route shows, as in Docusaurus,
  // where both docs keep their ids and the route shows one of them.
  const shadowed = new Map([...dropped].filter(([d, kept]) => d.id !== kept.id).map(([d, kept]) => [d.id, kept]));
  return { docs: dropped.size ? docs.filter((d) => !dropped.has(d)) : docs, errors, ...(shadowed.size ? { shadowed } : {}) };
}

/**
 * Where a clash of two docs is reported: the front matter `key` line of the one that sets it
 * (an `id: introduction` copied into a new file clashes with the file it was copied from, and
 * the fix is in the copy), else the later doc's first line.
 */
function setterOf(first: LoadedDoc, later: LoadedDoc, key: 'id' | 'slug'): { file: string; line: number; column?: number } {
  const own = frontMatterKeyPosition(later.text, key);
  const other = own.line === undefined ? frontMatterKeyPosition(first.text, key) : undefined;
  const [doc, at] = other?.line !== undefined ? [first, other] : [later, own];
  return { file: doc.file, ...at, line: at.line ?? 1 };
}

/** `dropped`: each doc left out for a route another doc has → that doc. */
function checkDuplicates(docs: LoadedDoc[], dropped: Map<LoadedDoc, LoadedDoc> | null): OpdocsError[] {
  const errors: OpdocsError[] = [];
  const byId = new Map<string, LoadedDoc>();
  const byRoute = new Map<string, LoadedDoc>();
  for (const d of docs) {
    const prevId = byId.get(d.id);
    if (prevId) {
      const at = setterOf(prevId, d, 'id');
      errors.push(new OpdocsError({
        ...at,
        message: `two docs have the id "${d.id}": ${prevId.rel} and ${d.rel}`,
        hint: 'give one of them a different `id` in its front matter, or rename the file',
      }));
    } else byId.set(d.id, d);
    const key = claimKey(d.permalink);
    const prevRoute = byRoute.get(key);
    // The same two docs with one id have one route too: the id error says it all.
    if (prevRoute && prevRoute === prevId) dropped?.set(d, prevRoute);
    else if (prevRoute) {
      errors.push(new OpdocsError({
        ...setterOf(prevRoute, d, 'slug'),
        message: `two docs claim the route ${d.permalink}: ${prevRoute.rel} and ${d.rel}${unicodeTwinsNote(prevRoute.permalink, d.permalink)}`,
        hint: 'change the `slug` (or file name) of one of them so each route has one doc', kind: 'onDuplicateRoutes',
      }));
      dropped?.set(d, prevRoute);
    } else byRoute.set(key, d);
  }
  return errors;
}
