/**
 * The remark/rehype plugins of a docs or blog section: npm2yarn becomes `markdown.npm2yarn`
 * and remark-math `markdown.math` (opdocs has both built in); any other is a note, as opdocs
 * runs none.
 */
import { clean, type Obj } from './json-values.js';
import { entryOptions } from './plugin-entries.js';

type Note = (key: string, what: string) => void;

const MANAGERS = ['yarn', 'pnpm', 'bun'];

const pluginText = (entry: unknown) => String(Array.isArray(entry) ? entry[0] : entry);

/** Maps the plugin lists of `section` (at config path `at`) into `out.markdown`. */
export function mapContentPlugins(section: Obj, at: string, out: Obj, note: Note): void {
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    const all = Array.isArray(section[key]) ? section[key] : [];
    // remark-math reads formulas and rehype-katex (or rehype-mathjax) typesets them: markdown.math does both.
    const list = all.filter((entry) => !(key === 'remarkPlugins' ? /remark-math|remarkMath/ : /rehype-?katex|rehype-?mathjax/i).test(pluginText(entry)));
    if (key === 'remarkPlugins' && list.length < all.length) out.markdown = { ...(out.markdown as Obj | undefined), math: true };
    const others = list.filter((entry) => !(key === 'remarkPlugins' && /npm2yarn/.test(pluginText(entry))));
    if (others.length) note(`${at}.${key}`, 'remark/rehype plugins are not run');
    if (others.length === list.length) continue;
    const options = entryOptions(list.find((entry) => !others.includes(entry)));
    const given = Array.isArray(options.converters) ? options.converters : undefined;
    const names = given?.map((c) => (Array.isArray(c) ? c[0] : c)).filter((n): n is string => typeof n === 'string' && MANAGERS.includes(n));
    if (given?.some((c) => Array.isArray(c) || !MANAGERS.includes(String(c)))) {
      note(`${at}.remarkPlugins: npm2yarn`, 'custom converters are not run: opdocs converts npm commands with its own yarn/pnpm/bun rules');
    }
    const markdown = (out.markdown ?? {}) as Obj;
    out.markdown = { ...markdown, npm2yarn: clean({ converters: names, sync: typeof options.sync === 'boolean' ? options.sync : undefined }) };
  }
}
