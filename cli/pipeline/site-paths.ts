/** A site's input folders and the paths a watcher follows, known from the config alone. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { FEATURES } from './features/index.js';
import type { SitePaths } from './features/feature.js';

/** Absolute input folders of a site. */
export function sitePaths(config: SiteConfig): SitePaths {
  const contentDir = join(config.siteDir, config.contentDir);
  const staticDirs = config.staticDirectories.map((d) => join(contentDir, d));
  const pagesDir = isDocusaurusRepository(contentDir) ? join(contentDir, 'src', 'pages')
    : [join(contentDir, 'pages'), join(contentDir, 'src', 'pages')].find((d) => existsSync(d)) ?? join(contentDir, 'pages');
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

// Docusaurus 2 and 3 read pages from src/pages only: a pages/ folder beside its config is
// Docusaurus 1's (website/pages/en/*.js, built from core/CompLibrary), which they never build.
const DOCUSAURUS_CONFIGS = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts'].map((ext) => `docusaurus.config.${ext}`);

function isDocusaurusRepository(contentDir: string): boolean {
  return DOCUSAURUS_CONFIGS.some((name) => existsSync(join(contentDir, name)));
}

/** Every input folder and file of the site's content worth watching: known from the config alone. */
export function siteWatchPaths(config: SiteConfig): string[] {
  const paths = sitePaths(config);
  return [config.configFile, paths.contentDir, ...FEATURES.flatMap((f) => f.watchPaths({ config, paths }))];
}
