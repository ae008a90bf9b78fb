/**
 * "Edit this page" links. The path after the configured base is the file's path inside the
 * content folder, so one rule serves a Docusaurus layout (contentDir ".", `docs/x.md` at the
 * repository root) and a site that keeps its material under another folder but publishes it
 * from a repository whose root holds `docs/` and `blog/`.
 */
import { join, relative } from 'node:path';
import type { SiteConfig } from '../../config/types.js';

/**
 * Returns `editUrl` + the file's path relative to `contentDir` (forward slashes), or null when no
 * base is configured. Example: base `https://github.com/o/r/edit/main/`, file
 * `<site>/content/docs/faq.md`, contentDir `content` → `https://github.com/o/r/edit/main/docs/faq.md`.
 */
export function resolveEditUrl(input: { base: string | undefined; file: string; config: Pick<SiteConfig, 'siteDir' | 'contentDir'> }): string | null {
  if (!input.base) return null;
  const contentRoot = join(input.config.siteDir, input.config.contentDir);
  const path = relative(contentRoot, input.file).split('\\').join('/');
  return input.base.replace(/\/?$/, '/') + path;
}
