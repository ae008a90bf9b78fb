/**
 * Which page a link to a Markdown file (`./setup.md`, `/guide/intro.mdx`) leads to: for the
 * pages' own parse (links.ts) and for Markdown that a React file imports, which the bundles
 * compile (cli/bundle/mdx-module-source.ts) with this table given them once the content loaded.
 */
import { dirname, join, resolve, sep } from 'node:path';
import type { LinkContext } from './link-types.js';
import { safeDecode } from '../routes/url.js';

/** What resolving a Markdown-file link needs; plain data, so it can cross to the side thread. */
export type MarkdownLinkTable = Pick<LinkContext, 'fileToRoute' | 'roots' | 'ownRoots' | 'baseUrl' | 'trailingSlash'> & {
  /** `onBrokenMarkdownLinks`: whether a link to no page fails the build. */
  brokenFails: boolean;
};

/**
 * Where a Markdown-file link of `file` may point: a doc's own version folder first, then the
 * site-wide roots except the other versions' folders (the current docs folder among them), so
 * a released version never links into another version's page of the same name.
 */
function rootsFor(table: Pick<LinkContext, 'roots' | 'ownRoots'>, file: string): string[] {
  const own = table.ownRoots ?? [];
  const mine = own.filter((r) => file.startsWith(r + sep)).sort((a, b) => b.length - a.length)[0];
  return mine ? [mine, ...table.roots.filter((r) => !own.includes(r))] : table.roots;
}

/**
 * The route of the page a decoded Markdown path names from `base` (the file the link is
 * written in), as Docusaurus resolves it: relative to that file first, then to each content
 * root; undefined when it names no page.
 */
export function markdownLinkRoute(table: Pick<LinkContext, 'fileToRoute' | 'roots' | 'ownRoots'>, base: string, decoded: string): string | undefined {
  const roots = rootsFor(table, base);
  const candidates = decoded.startsWith('/')
    ? roots.map((r) => join(r, decoded))
    : [resolve(dirname(base), decoded), ...roots.map((r) => join(r, decoded))];
  const hit = candidates.find((c) => table.fileToRoute.has(c));
  return hit === undefined ? undefined : table.fileToRoute.get(hit);
}

/** The decoded Markdown file a link names and what follows its path (`?…`, `#…`); undefined for other links. */
export function markdownPathOf(href: string): { path: string; rest: string } | undefined {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (!/\.mdx?$/i.test(path)) return undefined;
  return { path: safeDecode(path), rest: cut < 0 ? '' : href.slice(cut) };
}

/** The key of one resolved link in BundleSite.linkUses: the file it is written in and the path it names. */
export const linkUseKey = (base: string, decoded: string): string => `${base}\0${decoded}`;

/**
 * Whether a link recorded in `uses` (linkUseKey → route) now leads elsewhere or nowhere: the
 * Markdown a React file imports then has to be compiled again (serve --watch).
 */
export function linkUsesMoved(uses: Map<string, string>, table: Pick<LinkContext, 'fileToRoute' | 'roots' | 'ownRoots'>): boolean {
  for (const [key, route] of uses) {
    const [base, decoded] = key.split('\0');
    if (markdownLinkRoute(table, base, decoded) !== route) return true;
  }
  return false;
}
