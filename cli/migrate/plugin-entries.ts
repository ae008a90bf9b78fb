/**
 * Entries of a Docusaurus config's `presets`, `plugins` and `themes`: a name (a package, a path
 * or a function) alone or paired with its options as `[name, options]`.
 */
import { isObj, type Obj } from './json-values.js';

/** Name of a plugin/preset/theme entry: "classic", "@docusaurus/preset-classic", a resolved path, or a function. */
export function entryName(entry: unknown): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'function') return head.name ? `function ${head.name}` : 'an inline plugin function';
  if (typeof head === 'string') {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(head);
    return m ? m[1] : head;
  }
  return String(head);
}

/** The options of an entry; empty when it has none. */
export const entryOptions = (entry: unknown): Obj => (Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {});

/** Whether a preset name stands for Docusaurus' classic preset. */
export const isClassic = (name: string) => /^(classic|@docusaurus\/preset-classic)$/.test(name);
