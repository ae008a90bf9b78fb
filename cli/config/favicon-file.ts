/**
 * Whether the config's `favicon` is there to link. A URL (CDN, data:) is the site's to vouch
 * for; a path must name a file in a static folder. Docusaurus builds without checking, so a
 * missing one is a warning (commands/site-checks.ts), and pages then link no icon, nor are app
 * icons made from it. A leaf module: the output and pipeline steps both ask.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from './types.js';

/** The favicon's path relative to the static folders, decoded; null for none or a URL. */
export function faviconPath(config: Pick<SiteConfig, 'favicon'>): string | null {
  const favicon = config.favicon;
  if (!favicon || /^(\w*:|\/\/)/.test(favicon)) return null;
  const raw = favicon.split(/[?#]/)[0];
  try {
    return decodeURIComponent(raw).replace(/^\/+/, '');
  } catch {
    return raw.replace(/^\/+/, '');
  }
}

/** The static folders a favicon is looked up in, as the build reads them. */
export function faviconDirs(config: Pick<SiteConfig, 'siteDir' | 'contentDir' | 'staticDirectories'>): string[] {
  const contentDir = join(config.siteDir, config.contentDir);
  const dirs = config.staticDirectories.map((d) => join(contentDir, d));
  return dirs.length ? dirs : [join(contentDir, 'static')];
}

/** True when `favicon` is a path that no static folder holds as a file. */
export function faviconIsMissing(config: Pick<SiteConfig, 'favicon' | 'siteDir' | 'contentDir' | 'staticDirectories'>): boolean {
  const rel = faviconPath(config);
  if (rel === null) return false;
  return !rel || !faviconDirs(config).some((dir) => {
    try {
      return statSync(join(dir, rel)).isFile();
    } catch {
      return false;
    }
  });
}
