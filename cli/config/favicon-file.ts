/**
 * Whether the config's `favicon` is there to link. A URL (CDN, data:) is the site's to vouch
 * for; a path must name a file in a static folder. Docusaurus builds without checking, so a
 * missing one is a warning (commands/site-checks.ts), and pages then link no icon, nor are app
 * icons made from it. The config, output and pipeline steps all ask here.
 */
import { join, relative, isAbsolute } from 'node:path';
import { EXTERNAL, isFile } from '../pipeline/check/links.js';
import { safeDecode } from '../pipeline/routes/url.js';
import type { SiteConfig } from './types.js';

/** The favicon's path relative to the static folders, decoded; null for none or a URL. */
export function faviconPath(config: Pick<SiteConfig, 'favicon'>): string | null {
  const favicon = config.favicon;
  if (!favicon || EXTERNAL.test(favicon)) return null;
  return safeDecode(favicon.split(/[?#]/)[0]).replace(/^\/+/, '');
}

/** The static folders a favicon is looked up in, as the build reads them. */
export function faviconDirs(config: Pick<SiteConfig, 'siteDir' | 'contentDir' | 'staticDirectories'>): string[] {
  const contentDir = join(config.siteDir, config.contentDir);
  const dirs = config.staticDirectories.map((d) => join(contentDir, d));
  return dirs.length ? dirs : [join(contentDir, 'static')];
}

/**
 * True when a favicon path climbs out of the static folders ("../site.config.json"): the page's
 * link would resolve against the site root to some other path, so such a file is never the icon.
 */
export function faviconLeavesStatic(rel: string): boolean {
  const back = relative('/s', join('/s', rel));
  return back === '..' || back.startsWith('../') || isAbsolute(back);
}

/** True when `favicon` is a path that no static folder holds as a file. */
export function faviconIsMissing(config: Pick<SiteConfig, 'favicon' | 'siteDir' | 'contentDir' | 'staticDirectories'>): boolean {
  const rel = faviconPath(config);
  if (rel === null) return false;
  if (!rel || faviconLeavesStatic(rel)) return true;
  return !faviconDirs(config).some((dir) => isFile(join(dir, rel)));
}
