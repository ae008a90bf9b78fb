/** A site's input folders and the paths a watcher follows, known from the config alone. */
import { join } from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { FEATURES } from './features/index.js';
import { pagesDirOf } from './pages-dir.js';
import type { SitePaths } from './features/feature.js';

/** Absolute input folders of a site. */
export function sitePaths(config: SiteConfig): SitePaths {
  const contentDir = join(config.siteDir, config.contentDir);
  const staticDirs = config.staticDirectories.map((d) => join(contentDir, d));
  const pagesDir = pagesDirOf(contentDir);
  return {
    siteDir: config.siteDir,
    contentDir,
    docsDir: join(contentDir, config.docs.path),
    blogDir: join(contentDir, config.blog.path),
    pagesDir,
    staticDir: staticDirs[0] ?? join(contentDir, 'static'),
    staticDirs,
  };
}

/** Every input folder and file of the site's content worth watching: known from the config alone. */
export function siteWatchPaths(config: SiteConfig): string[] {
  const paths = sitePaths(config);
  return [config.configFile, paths.contentDir, ...FEATURES.flatMap((f) => f.watchPaths({ config, paths }))];
}
