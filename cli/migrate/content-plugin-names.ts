/**
 * The remark/rehype plugins a Docusaurus config gives its content (the classic preset's docs,
 * blog and pages, content plugins of `plugins`, `markdown`) that opdocs does not run. A build in
 * place names them when a page uses a component nothing provides: such a plugin (mdx-mermaid,
 * remark-d2) is the usual source of a name the page never imports, and without the hint the
 * message only says to import something that does not exist in the site.
 */
import { isObj, type Obj } from './json-values.js';
import { entryName, entryOptions, entryPlugin } from './plugin-entries.js';
import { STAND_IN_MODULE } from './stand-in-text.js';
import { packageName } from '../pipeline/parse/mdx/module-files.js';

const KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
/** Plugins opdocs has built in (markdown.math, markdown.npm2yarn): never the missing piece. */
const BUILT_IN = /remark-math|remarkMath|rehype-?katex|rehype-?mathjax|npm2yarn/i;

/**
 * The name of one plugin entry, as entryName gives it, except that an imported module is named
 * by its package (`mdx-mermaid`, not the file under it) and a function is called the site's.
 */
function pluginName(entry: unknown): string | undefined {
  const head = entryPlugin(entry);
  if (typeof head !== 'function' && (typeof head !== 'string' || !head)) return undefined;
  const name = entryName(entry);
  if (typeof head === 'string') return name;
  if (typeof (head as unknown as Record<symbol, unknown>)[STAND_IN_MODULE] === 'string') return packageName(name) ?? name;
  return name.startsWith('function ') ? `the site's ${name}` : name;
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
