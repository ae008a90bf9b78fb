/**
 * Docusaurus' PWA plugin: opdocs' own service worker replaces it, but the icons of the web
 * manifest its `pwaHead` links are the site's own, drawn for it. Those a browser can use are
 * carried into `offline.icons` (so the build uses them as they are instead of resizing the logo);
 * an icon whose file is missing or not the size it claims is left out with a note, so that a
 * site Docusaurus built still builds.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { dimensions } from '../pipeline/check/image-dimensions.js';
import { isFile } from '../pipeline/check/links.js';
import { iconType } from '../output/web-manifest.js';
import { safeDecode } from '../pipeline/routes/url.js';
import { isObj, type Obj, str } from './json-values.js';

const SERVICE_WORKER_NOTE = 'its options are not used: opdocs\' own service worker makes every site readable offline and installable as an app (see `offline` in site.config.json)';

type Icon = { src: string; sizes: string; purpose?: 'maskable' | 'monochrome' };

/** The PWA plugin's options → `out.offline.icons`, with one note saying what was carried. */
export function mapPwa(options: Obj, dc: Obj, out: Obj, note: (what: string) => void): void {
  const siteDir = str(dc.__siteDir) ?? '.';
  const statics = (Array.isArray(dc.staticDirectories) ? dc.staticDirectories.filter((d): d is string => typeof d === 'string') : ['static'])
    .map((d) => (isAbsolute(d) ? d : join(siteDir, d)));
  const href = manifestHref(options.pwaHead);
  const manifestRel = href === undefined ? undefined : underBase(href, str(dc.baseUrl) ?? '/');
  const manifestFile = manifestRel && statics.map((d) => join(d, manifestRel)).find(isFile);
  if (!manifestRel || !manifestFile) return note(`${SERVICE_WORKER_NOTE}; the app icons are made from the navbar logo or favicon (or set \`offline.icon\`)`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return note(`${SERVICE_WORKER_NOTE}; its manifest ${manifestRel} is not JSON, so the app icons are made from the navbar logo or favicon`);
  }
  const listed = isObj(manifest) && Array.isArray(manifest.icons) ? manifest.icons : [];
  const icons: Icon[] = [];
  const left: string[] = [];
  for (const entry of listed) {
    const checked = checkIcon(entry, manifestRel, statics);
    if (typeof checked === 'string') left.push(checked);
    else icons.push(...checked);
  }
  if (icons.length) out.offline = { ...(isObj(out.offline) ? out.offline : {}), icons };
  const carried = icons.length ? `; the ${icons.length} icon${icons.length === 1 ? '' : 's'} of ${manifestRel} are the app icons (\`offline.icons\`)` : `; ${manifestRel} lists no icon opdocs can use, so the app icons are made from the navbar logo or favicon`;
  note(`${SERVICE_WORKER_NOTE}${carried}${left.length ? `; left out: ${left.join('; ')}` : ''}`);
}

/** The href of `pwaHead`'s `<link rel="manifest">`. */
function manifestHref(head: unknown): string | undefined {
  if (!Array.isArray(head)) return undefined;
  const link = head.find((t) => isObj(t) && t.tagName === 'link' && t.rel === 'manifest' && typeof t.href === 'string');
  return link ? String((link as Obj).href) : undefined;
}

/** A root-relative href as a path under the static folders ("/docs/manifest.json" → "manifest.json" for base /docs/). */
function underBase(href: string, baseUrl: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0];
  const rel = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\/+/, '');
  return rel && !rel.split('/').includes('..') ? safeDecode(rel) : undefined;
}

/** One manifest icon as offline.icons entries (one per purpose opdocs knows), or why it is left out. */
function checkIcon(entry: unknown, manifestRel: string, statics: string[]): Icon[] | string {
  if (!isObj(entry) || typeof entry.src !== 'string') return 'an icon without "src"';
  // Resolved against the manifest's own URL, as browsers do.
  let url: URL;
  try {
    url = new URL(entry.src, `http://site.invalid/${manifestRel}`);
  } catch {
    return `${entry.src} (not a URL)`;
  }
  if (url.host !== 'site.invalid') return `${entry.src} (on another site)`;
  const rel = safeDecode(url.pathname.slice(1));
  const file = statics.map((d) => join(d, rel)).find(isFile);
  if (!file) return `${entry.src} (no such file)`;
  const type = iconType(rel);
  const sizes = typeof entry.sizes === 'string' ? entry.sizes.trim() : '';
  const purposes = (typeof entry.purpose === 'string' ? entry.purpose : 'any').split(/\s+/).filter((p): p is 'any' | 'maskable' | 'monochrome' => p === 'any' || p === 'maskable' || p === 'monochrome');
  if (!purposes.length) return `${entry.src} (purpose "${String(entry.purpose)}")`;
  if (type === 'image/svg+xml') return purposes.map((p) => ({ src: rel, sizes: 'any', ...(p === 'any' ? {} : { purpose: p }) }));
  if (!type) return `${entry.src} (not a PNG, WebP, JPEG or AVIF file)`;
  const { width, height } = dimensions(file);
  if (!width || width !== height || sizes !== `${width}x${height}`) return `${entry.src} (the file is ${width && height ? `${width}×${height}` : 'no image'}, the manifest says "${sizes}")`;
  return purposes.map((p) => ({ src: rel, sizes, ...(p === 'any' ? {} : { purpose: p }) }));
}
