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
 * A file outside the content folder (docs at `../docs`) climbs out of the base's last folders:
 * base `…/main/website/`, path `../docs/faq.md` → `…/main/docs/faq.md`.
 */
export function resolveEditUrl(input: { base: string | undefined; file: string; config: Pick<SiteConfig, 'siteDir' | 'contentDir'> }): string | null {
  if (!input.base) return null;
  const contentRoot = join(input.config.siteDir, input.config.contentDir);
  const path = relative(contentRoot, input.file).split('\\').join('/');
  return climb(input.base.replace(/\/?$/, '/'), path);
}

/**
 * `base` (ending in a slash) joined with `path`, each leading `../` taking the base's last
 * folder off as a browser would resolve it, so the link names the file plainly instead of
 * leaving `..` for each client to resolve. Never climbs above the host.
 */
function climb(base: string, path: string): string {
  const host = /^[a-z][\w+.-]*:\/\/[^/]+\//i.exec(base)?.[0].length ?? 1;
  let url = base;
  let rest = path;
  while (rest.startsWith('../')) {
    rest = rest.slice(3);
    const cut = url.lastIndexOf('/', url.length - 2) + 1;
    if (cut >= host) url = url.slice(0, cut);
  }
  return url + rest;
}
