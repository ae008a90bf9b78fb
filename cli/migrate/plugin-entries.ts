/**
 * Entries of a Docusaurus config's `presets`, `plugins` and `themes`: a name (a package, a path
 * or a function) alone or paired with its options as `[name, options]`.
 */
import { isObj, type Obj } from './json-values.js';
import { STAND_IN_MODULE } from './stand-in-text.js';

export type EntryKind = 'plugin' | 'theme' | 'preset';

/**
 * Docusaurus' own packages, by the short names it accepts for them (`'content-docs'` is
 * `@docusaurus/plugin-content-docs`). Only these are expanded: the site's packages are not
 * installed at migrate time, so whether a third party's `docusaurus-plugin-<name>` exists
 * cannot be checked, and a guessed name would hide what the config really says.
 */
const OFFICIAL: Record<EntryKind, RegExp> = {
  plugin: /^(content-docs|content-blog|content-pages|client-redirects|sitemap|ideal-image|pwa|svgr|debug|google-gtag|google-analytics|google-tag-manager|vercel-analytics|rsdoctor)$/,
  theme: /^(classic|mermaid|live-codeblock|search-algolia)$/,
  preset: /^classic$/,
};

/**
 * Name of a plugin/preset/theme entry: a package ("@docusaurus/preset-classic"), a resolved path
 * (its package), or a function. A short name of one of Docusaurus' own packages is written out
 * in full when `kind` is given, so `['content-docs', { id }]` is read as the docs plugin it is.
 */
export function entryName(entry: unknown, kind?: EntryKind): string {
  const head = entryPlugin(entry);
  // An imported package (`import localSearch from '…'`) is a stand-in, whose `name` is another
  // stand-in: the module it stands for is the name, as the same package written as a string.
  const module = typeof head === 'function' ? (head as unknown as Record<symbol, unknown>)[STAND_IN_MODULE] : undefined;
  if (typeof module === 'string') return module;
  if (typeof head === 'function') return head.name ? `function ${head.name}` : 'an inline plugin function';
  if (typeof head === 'string') {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(head);
    if (m) return m[1];
    return kind && OFFICIAL[kind].test(head) ? `@docusaurus/${kind}-${head}` : head;
  }
  return String(head);
}

/**
 * What an entry names: a package or path, or the plugin function itself. `require('./plugin')`
 * of an ES module gives its namespace, and Docusaurus runs that module's default export.
 */
export function entryPlugin(entry: unknown): unknown {
  const written = Array.isArray(entry) ? entry[0] : entry;
  return isObj(written) && typeof written.default === 'function' ? written.default : written;
}

/** The options of an entry; empty when it has none. */
export const entryOptions = (entry: unknown): Obj => (Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {});

/**
 * Meta's preset for its open-source sites: it hands every option but its own to the classic
 * preset, and adds a local search when the site has no Algolia.
 */
export const isFbPreset = (name: string) => /^docusaurus-plugin-internaldocs-fb(\/docusaurus-preset(\.js)?)?$/.test(name);

/**
 * A company's own package named after the classic preset (`@ionic-docs/preset-classic`): such
 * packages take the classic preset's options and pass them on, adding a theme of their own.
 */
export const isClassicNamesake = (name: string) => /^@[^/]+\/preset-classic$/.test(name) && name !== '@docusaurus/preset-classic';

/** Whether a preset name stands for Docusaurus' classic preset, or one that wraps it. */
export const isClassic = (name: string) => /^(classic|@docusaurus\/preset-classic)$/.test(name) || isFbPreset(name) || isClassicNamesake(name);
