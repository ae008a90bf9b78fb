/**
 * The site's blogs: the `blog` section, then each of `blogInstances`, as Docusaurus' blog plugin
 * used more than once. Each is read with its own slice given as `config.blog`, so the blog's code
 * serves every one of them unchanged.
 */
import { join } from 'node:path';
import type { SiteConfig } from '../../config/types.js';
import type { SitePaths } from './feature.js';

export interface Blog {
  /** 'default' for the `blog` section, else its `blogInstances` id. */
  id: string;
  /** The site's config with this blog's slice as `blog`. */
  config: SiteConfig;
  blogDir: string;
  /** Its place in site.config.json, for hints ("the blog section"). */
  section: string;
  /** Its folder under a locale's i18n folder (and of its translated options.json), as Docusaurus names it. */
  pluginDir: string;
}

/** Every blog of the site, the `blog` section first. */
export function blogsOf(config: SiteConfig, paths: Pick<SitePaths, 'blogDir' | 'contentDir'>): Blog[] {
  return [
    { id: 'default', config, blogDir: paths.blogDir, section: 'the blog section', pluginDir: 'docusaurus-plugin-content-blog' },
    ...(config.blogInstances ?? []).map(({ id, ...blog }) => ({
      id, config: { ...config, blog }, blogDir: join(paths.contentDir, blog.path), section: `the blogInstances entry "${id}"`, pluginDir: `docusaurus-plugin-content-blog-${id}`,
    })),
  ];
}
