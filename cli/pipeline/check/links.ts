/**
 * Link and image resolution for markdown, while parsing (so output hrefs are final). The
 * site-wide broken link / anchor check, once every route and heading id is known, is
 * check-links.ts.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { hashedAssetName } from './asset-name.js';
import { dirname, resolve, join, extname } from 'node:path';
import { fromSiteAlias, SITE_ALIAS } from '../parse/mdx/module-files.js';
import { OpdocsError } from '../../errors.js';
import { isInsideReal } from './route-sources.js';
import { applyTrailingSlash, pageHref } from '../../../runtime/trailing-slash.js';
import { dimensions, dimensionsOf, unusableImage } from './image-dimensions.js';
import type { CopiedAsset, LinkContext, PendingLink } from './link-types.js';
import { safeDecode, underBase } from '../routes/url.js';
import { markdownLinkRoute } from './markdown-links.js';
import { slashedPath } from './slashed-path.js';
import { clipUrl } from './check-links.js';
import { caseTwinHint, caseTwinOf } from './case-twin.js';
import { generatedPathHint } from '../generated-path.js';

export type { CopiedAsset, LinkContext, PendingLink } from './link-types.js';

/** Message prefix of an image missing from an `<img>` element, which Docusaurus does not check. */
export const JSX_IMAGE = 'image not found (an <img> element, which Docusaurus does not check): ';
/** Message prefix of a missing front matter `image` (social-image.ts), which Docusaurus does not check either. */
export const FRONT_MATTER_IMAGE = 'image not found (front matter `image`, which Docusaurus does not check): ';
/** A URL with a scheme or protocol-relative: not a file of the site. */
export const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const IMAGE = /^\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;

export const isFile = (abs: string) => {
  try {
    return statSync(abs).isFile();
  } catch {
    return false;
  }
};

/** An href's path, and its query and fragment (`rest`, from the first `?` or `#`). */
export function splitHref(href: string): { path: string; rest: string } {
  const i = href.search(/[?#]/);
  return i < 0 ? { path: href, rest: '' } : { path: href.slice(0, i), rest: href.slice(i) };
}

/** The decoded fragment of `rest` (see splitHref), or null when there is none. */
export function anchorOf(rest: string): string | null {
  const h = rest.indexOf('#');
  // A stray "%" (e.g. "#100%") must not crash the build; it is compared as written.
  return h < 0 || h === rest.length - 1 ? null : safeDecode(rest.slice(h + 1));
}

/** Creates the resolvers for one build; they record links for `checkLinks`. */
export function createLinkTracker(ctx: LinkContext) {
  const pending: PendingLink[] = [];
  const errors: OpdocsError[] = [];
  const assets = new Map<string, CopiedAsset & { url: string; width?: number; height?: number }>();

  // The site folder and the content folders its config names: a docs folder kept beside the
  // site (Docusaurus' `path: '../docs'`) holds its pages' images as the site folder does.
  const contentRoots = ctx.siteDir ? [ctx.siteDir, ...ctx.roots, ...(ctx.ownRoots ?? [])] : [];

  /** True (with an error) when `abs` lies outside the site and its content folders, symlinks followed: publishing it could leak any file. */
  function outsideSite(fromFile: string, ref: string, abs: string, pos: { line: number; column: number }, what: 'image' | 'file') {
    if (!ctx.siteDir || contentRoots.some((root) => isInsideReal(abs, root))) return false;
    errors.push(new OpdocsError({
      file: fromFile, ...pos, message: `${what === 'image' ? 'image' : 'linked file'} ${ref} is outside the site folder; it would publish ${realpathSync(abs)}`,
      hint: `copy the ${what} into the site (next to this file or under static/) and link to it there`,
    }));
    return true;
  }

  /** The build's copy of a site file that a page shows or links to, under a content-hashed name. */
  function copied(abs: string) {
    let asset = assets.get(abs);
    if (!asset) {
      const buf = readFileSync(abs);
      const image = IMAGE.test(extname(abs));
      // An image both shown and linked to is one file, wherever it was met first.
      const to = `assets/${image ? 'images' : 'files'}/${hashedAssetName(abs, buf)}`;
      asset = { from: abs, to, url: ctx.baseUrl + to, ...(image ? dimensionsOf(buf) : {}) };
      assets.set(abs, asset);
    }
    return asset;
  }

  /** The file a relative path names: from the site folder for `@site/…` (as Docusaurus reads it), else from `base`'s folder. */
  const onDisk = (base: string, path: string) =>
    (ctx.siteDir && fromSiteAlias(path, ctx.siteDir)) || resolve(dirname(base), path);

  /** A page link in the site's trailing-slash form; files ("/feed.xml") stay as written. */
  const formed = (url: string) => pageHref(url, ctx);

  let lastLink: string | null = null;
  /** `base`: the file relative paths start from, when not `fromFile` (a partial's file). */
  function resolveLink(fromFile: string, fromRoute: string, href: string, pos: { line: number; column: number; jsx?: boolean; written?: string }, base = fromFile): string | undefined {
    lastLink = null;
    if (!href || EXTERNAL.test(href)) return undefined;
    const { path, rest } = splitHref(href);
    // Problems name the link as the author wrote it, not as it was encoded for the page.
    const { written, ...at } = pos;
    const shown = written ?? href;
    const add = (target: string) => pending.push({ file: fromFile, ...at, href: shown, target, anchor: anchorOf(rest) });
    if (path === '') {
      add(fromRoute);
      return undefined;
    }
    if (/\.mdx?$/i.test(path)) {
      const route = markdownLinkRoute(ctx, base, safeDecode(path));
      if (route === undefined) {
        // A file that is there but makes no page (a draft, an _-prefixed or excluded file) is a different fix from a wrong path.
        const there = !path.startsWith('/') && isFile(onDisk(base, safeDecode(path)));
        const twin = !there && !path.startsWith('/') ? caseTwinOf(onDisk(base, safeDecode(path))) : undefined;
        // A page a script writes before Docusaurus builds (a generated CLI reference the .gitignore lists) is no wrong path.
        const generated = !there && !twin && !path.startsWith('/') ? generatedPathHint(onDisk(base, safeDecode(path)), ctx.siteDir) : undefined;
        errors.push(new OpdocsError({
          file: fromFile, ...at, kind: 'onBrokenMarkdownLinks',
          message: there ? `broken link: ${clipUrl(shown)} points to a Markdown file that is no page of this build`
            : `broken link: ${clipUrl(shown)} points to a Markdown file that does not exist or is not a page`,
          hint: there ? 'the file is a draft (draft: true, left out of production builds) or outside the include/exclude globs of its docs or blog; publish it, or link elsewhere'
            : twin ? caseTwinHint(twin) : generated ?? 'fix the path (relative to this file), or link to a route like /docs/intro',
        }));
        return undefined;
      }
      add(route);
      return applyTrailingSlash(route, ctx) + rest;
    }
    if (!path.startsWith('/')) {
      // A file beside the Markdown (a PDF to download, the full-size image): published with
      // the build under a content-hashed name, as Docusaurus does with linked files.
      const abs = onDisk(base, safeDecode(path));
      // Looked at even when missing: a file added later makes a cached parse stale.
      lastLink = abs;
      if (isFile(abs)) {
        return outsideSite(fromFile, shown, abs, at, 'file') ? undefined : copied(abs).url + rest;
      }
    }
    if (path.startsWith('/')) {
      const target = underBase(ctx.baseUrl, path);
      add(target);
      return formed(target) + rest;
    }
    // Written as the absolute path it resolves to, as Docusaurus' Link writes relative links:
    // from the page's URL as the reader sees it ("/docs/a/" resolves "b" to "/docs/a/b").
    const target = new URL(path, `http://x${applyTrailingSlash(fromRoute, ctx)}`).pathname;
    add(target);
    return formed(target) + rest;
  }

  const inStatic = (path: string) => {
    const dirs = ctx.staticDirs?.length ? ctx.staticDirs : [ctx.staticDir];
    return dirs.map((d) => join(d, path)).find((f) => existsSync(f)) ?? join(dirs[0], path);
  };

  // An imported '/…' path is looked for in the static folders, then the site folder, as webpack's resolve roots do.
  const rootedInSite = (path: string) => (path.startsWith('/') && ctx.siteDir ? ` or ${join(ctx.siteDir, path)}` : '');

  let lastImage: string | null = null;
  /** `pos.jsx`: written as an element; `pos.frontMatter`: a front matter `image`. Docusaurus checks neither. */
  function resolveImage(fromFile: string, src: string, pos: { line: number; column: number; jsx?: boolean; frontMatter?: boolean; imported?: boolean }, base = fromFile) {
    lastImage = null;
    if (!src || EXTERNAL.test(src) || src.startsWith('data:')) return undefined;
    let path = safeDecode(splitHref(src).path);
    path = slashedPath(path, (p) => isFile(p.startsWith('/') ? inStatic(p) : onDisk(base, p)));
    // A path that already holds the base URL (HTML written for the served site) names the
    // static file under the rest of it, unless a static folder really has that path. A
    // locale's page may hold the unlocalized one instead: the default locale serves it there.
    const held = [ctx.baseUrl, ctx.rootBaseUrl].find((b) => b && b !== '/' && path.startsWith(b));
    let servedAt = ctx.baseUrl;
    if (held && !isFile(inStatic(path))) {
      path = path.slice(held.length - 1);
      servedAt = held;
    }
    const abs = path.startsWith('/') ? inStatic(path) : onDisk(base, path);
    lastImage = abs;
    if (!isFile(abs) && pos.imported) {
      const twin = caseTwinOf(abs);
      errors.push(new OpdocsError({
        file: fromFile, line: pos.line, column: pos.column,
        message: `cannot find ${src}, which this page imports as a module`,
        hint: twin ? caseTwinHint(twin) : `${path.startsWith('/') || path.startsWith(SITE_ALIAS) ? `put the file at ${abs}${rootedInSite(path)}` : 'fix the path (it is relative to this file) or add the file'}; Docusaurus' bundler stops at it too`,
      }));
      return undefined;
    }
    if (!isFile(abs)) {
      const twin = caseTwinOf(abs);
      errors.push(new OpdocsError({
        file: fromFile, line: pos.line, column: pos.column, kind: 'onBrokenImages', unchecked: pos.jsx || pos.frontMatter,
        message: `${pos.jsx ? JSX_IMAGE : pos.frontMatter ? FRONT_MATTER_IMAGE : 'image not found: '}${src}`,
        // A path that names a file on this computer was written from the author's disk; the
        // static-folder hint would ask them to rebuild that whole path under static/.
        hint: twin ? caseTwinHint(twin)
          : path.startsWith('/') && isFile(path) ? `${path} is a path on this computer's disk, which readers of the site cannot reach; copy the image next to this file (or under static/) and link to it there`
          : path.startsWith('/') ? `put the file at ${abs} (static files are served from the site root)`
          : path.startsWith(SITE_ALIAS) ? `put the file at ${abs} (@site/ is the site folder)` : `fix the path; it is relative to this ${/\.mdx?$/i.test(fromFile) ? 'Markdown ' : ''}file`,
      }));
      return undefined;
    }
    if (outsideSite(fromFile, src, abs, pos, 'image')) return undefined;
    const unusable = unusableImage(abs, statSync(abs).size);
    // Published anyway (Docusaurus copies it as it is), but the reader would see a broken image.
    if (unusable) errors.push(new OpdocsError({ file: fromFile, line: pos.line, column: pos.column, kind: 'onBrokenImages', unchecked: true, message: `image ${src} ${unusable}, so browsers show it broken`, hint: 'replace the file with the image, or remove the reference' }));
    if (path.startsWith('/')) return { src: servedAt + path.slice(1), ...dimensions(abs) };
    const asset = copied(abs);
    return { src: asset.url, width: asset.width, height: asset.height };
  }

  return {
    resolveLink, resolveImage, pending, errors,
    /** The file the last resolveImage call looked at (null for external or data URLs). */
    lastImageFile: () => lastImage,
    /** The site file the last resolveLink call looked for beside the page (null for pages, URLs and Markdown files). */
    lastLinkFile: () => lastLink,
    assets: () => [...assets.values()].map(({ from, to }) => ({ from, to })),
  };
}
