/**
 * The remark/rehype plugins a Docusaurus config gives its content (the classic preset's docs,
 * blog and pages, content plugins of `plugins`, `markdown`) that opdocs does not run. A build in
 * place names them when a page uses a component nothing provides: such a plugin (mdx-mermaid,
 * remark-d2) is the usual source of a name the page never imports, and without the hint the
 * message only says to import something that does not exist in the site.
 */
import { isObj, type Obj } from './json-values.js';
import { entryOptions, entryPlugin } from './plugin-entries.js';
import { STAND_IN_MODULE } from './stand-in-text.js';
import { packageName } from '../pipeline/parse/mdx/module-files.js';

const KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
/** Plugins opdocs has built in (markdown.math, markdown.npm2yarn): never the missing piece. */
const BUILT_IN = /remark-math|remarkMath|rehype-?katex|rehype-?mathjax|npm2yarn/i;

/** The name of one plugin entry: its package for an import, else the function's or path's name. */
function pluginName(entry: unknown): string | undefined {
  const head = entryPlugin(entry);
  if (typeof head === 'function') {
    // A stand-in answers any key; only its module symbol says which package it stands for.
    const module = (head as unknown as Record<symbol, unknown>)[STAND_IN_MODULE];
    if (typeof module === 'string') return packageName(module) ?? module;
    const own = Object.getOwnPropertyDescriptor(head, 'name')?.value;
    return typeof own === 'string' && own ? `the site's function ${own}` : "an inline plugin function";
  }
  if (typeof head === 'string' && head) return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(head)?.[1] ?? head;
  return undefined;
}

/** The plugins of one options object and of its docs/blog/pages sections. */
function collect(options: Obj, into: Set<string>): void {
  for (const section of [options, options.docs, options.blog, options.pages]) {
    if (!isObj(section)) continue;
    for (const key of KEYS) {
      for (const entry of Array.isArray(section[key]) ? section[key] : []) {
        const name = pluginName(entry);
        if (name && !BUILT_IN.test(name)) into.add(name);
      }
    }
  }
}

/** Each unrun remark/rehype plugin of the Docusaurus config `dc`, by name, once, in config order. */
export function unrunContentPlugins(dc: Obj): string[] {
  const names = new Set<string>();
  if (isObj(dc.markdown)) collect(dc.markdown, names);
  for (const list of [dc.presets, dc.plugins, dc.themes]) {
    for (const entry of Array.isArray(list) ? list : []) collect(entryOptions(entry), names);
  }
  return [...names];
}
