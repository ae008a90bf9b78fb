/**
 * The links of the navbar and footer (config `to`), checked like a page's links: they are on
 * every page, so one that leads nowhere (`to: "/blog"` on a site without a blog) is a broken link
 * on all of them, which Docusaurus' link check reports too. Reported once, at the config line.
 */
import { readFileSync } from 'node:fs';
import { createConfigLocator } from '../../config/config-position.js';
import { createLineIndex } from '../../text-position.js';
import type { SiteConfig } from '../../config/types.js';
import { applyTrailingSlash } from '../../../runtime/trailing-slash.js';
import type { PendingLink } from './link-types.js';
import { anchorOf, EXTERNAL, splitHref } from './links.js';
import { underBase } from '../routes/url.js';
import { skippedMakers } from '../../config/skipped-plugins.js';

type At = (string | number)[];

/** Every internal `to` of navbar items (dropdowns and their entries too) and footer links. */
export function chromeLinks(config: Pick<SiteConfig, 'navbar' | 'footer' | 'baseUrl' | 'configFile' | 'trailingSlash'>): PendingLink[] {
  const found: { to: string; at: At }[] = [];
  const visit = (value: unknown, at: At): void => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, [...at, i]));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    // A site's own item kind draws its keys as it likes: opdocs does not know that `to` is a link.
    if (typeof item.type === 'string' && item.type.startsWith('custom-')) return;
    if (typeof item.to === 'string') found.push({ to: item.to, at: [...at, 'to'] });
    for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) visit(item[key], [...at, key]);
  };
  visit(config.navbar?.items, ['navbar', 'items']);
  visit(config.footer?.links, ['footer', 'links']);
  // `pathname:///x` is Docusaurus' way to say "not a route, do not check".
  const internal = found.filter((f) => !EXTERNAL.test(f.to) && !/^[a-z][a-z0-9+.-]*:/i.test(f.to));
  if (internal.length === 0) return [];
  const locate = placeIn(config.configFile);
  return internal.map(({ to, at }) => {
    const { path, rest } = splitHref(underBase(config.baseUrl, to));
    return { file: config.configFile, ...locate(at, to), href: to, target: applyTrailingSlash(path, config), anchor: anchorOf(rest), ...skippedMakers(config, path) };
  });
}

/**
 * Where a link sits in the config: its key in site.config.json; in a docusaurus.config.* (code,
 * which has no key paths) the first place its text is written as a string.
 */
export function placeIn(configFile: string): (at: At, to: string) => { line: number; column: number } {
  if (/\.jsonc?$/i.test(configFile)) {
    const byPath = createConfigLocator(configFile);
    return (at) => byPath(at);
  }
  let text = '';
  try {
    text = readFileSync(configFile, 'utf8');
  } catch { /* gone since it was loaded: the top of the file */ }
  const lines = createLineIndex(text);
  return (_at, to) => {
    const found = ['"', "'", '`'].map((q) => text.indexOf(`${q}${to}${q}`)).filter((i) => i >= 0);
    return found.length ? lines.position(Math.min(...found)) : { line: 1, column: 1 };
  };
}
