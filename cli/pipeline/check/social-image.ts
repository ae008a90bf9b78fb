/**
 * Front matter `image` → the page's og:image / twitter:image, as an absolute URL (crawlers need
 * the origin). Resolved like Docusaurus: an http(s) URL is kept; "./" or "../" is a file next to
 * the Markdown (copied with a content hash like any image); any other path is a static file
 * served from the site root, falling back to a file next to the Markdown when no static folder
 * has it. Docusaurus writes the URL without looking for the file, so a missing one is at most a
 * warning (`onBrokenImages`, an `unchecked` error) at the front matter line, and the
 * page keeps the URL as written, as Docusaurus' does.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RouteData } from '../../../runtime/types.js';
import { safeDecode } from '../routes/url.js';
import { OpdocsError } from '../../errors.js';
import { isScriptUrl } from '../parse/script-url.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';
import type { createLinkTracker } from './links.js';
import type { RouteSource } from './route-files.js';

export interface SocialImageOptions {
  tracker: ReturnType<typeof createLinkTracker>;
  /** Site origin, without a trailing slash. */
  siteUrl: string;
  /** The site's base URL ("/" or "/docs/"), put in front of a missing static path. */
  baseUrl: string;
  staticDirs: string[];
  /** Blamed when a route has no source file. */
  fallbackFile: string;
}

export function resolveSocialImages(routes: RouteData[], sources: Map<RouteData, RouteSource>, opts: SocialImageOptions): void {
  for (const route of routes) {
    const raw = route.head.image;
    if (!raw || /^https?:\/\//i.test(raw)) continue;
    const source = sources.get(route);
    const file = source?.file ?? opts.fallbackFile;
    const found = source?.text ? frontMatterKeyPosition(source.text, 'image') : {};
    const pos = { line: found.line ?? 1, column: found.column ?? 1 };
    if (isScriptUrl(raw)) {
      // Read as a static path it would become a card at "<site>/javascript:…": no card is better.
      delete route.head.image;
      opts.tracker.errors.push(new OpdocsError({
        file, ...pos, kind: 'onBrokenImages', unchecked: true,
        message: `front matter: image is a script URL (${JSON.stringify(raw.slice(0, 60))}), not a picture, so the page has no social card`,
        hint: 'give the path of a picture (relative to this file, or "/img/…" in the static folder) or its web address (https://…)',
      }));
      continue;
    }
    let src = raw;
    if (!/^\.\.?\//.test(raw)) {
      const rooted = '/' + raw.replace(/^\/+/, '');
      const inStatic = opts.staticDirs.some((d) => existsSync(join(d, safeDecode(rooted))));
      const besideFile = !raw.startsWith('/') && existsSync(resolve(dirname(file), safeDecode(raw)));
      src = inStatic || !besideFile ? rooted : `./${raw}`;
    }
    const before = opts.tracker.errors.length;
    const resolved = opts.tracker.resolveImage(file, src, { ...pos, frontMatter: true });
    if (resolved) {
      route.head.image = opts.siteUrl + resolved.src;
      continue;
    }
    // A missing file is a broken image (a warning at most); one outside the site folder is not.
    if (!opts.tracker.errors.slice(before).some((e) => e.kind === 'onBrokenImages')) {
      delete route.head.image;
      continue;
    }
    if (src.startsWith('/')) route.head.image = opts.siteUrl + opts.baseUrl + src.slice(1);
    else delete route.head.image;
  }
}
