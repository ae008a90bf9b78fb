/**
 * What to do when a React page threw on data it asked `usePluginData()` (or
 * `useGlobalData()`, `useAllPluginInstancesData()`) for: the site's own plugins publish such data
 * with `setGlobalData`, opdocs runs none of them, so the hook gives undefined and the page's
 * destructuring throws with a message that names neither the plugin nor the reason.
 */
import { readFileSync } from 'node:fs';

const HOOKS = /\b(usePluginData|useAllPluginInstancesData|useGlobalData)\s*\(/;
const NAMED = /\b(?:usePluginData|useAllPluginInstancesData)\s*\(\s*['"`]([^'"`]+)['"`]/;
// Plugins whose data opdocs publishes (features/global-data.ts): a failure on them is another fault.
const PUBLISHED = new Set(['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-blog']);

/**
 * The hint for a render failure with `message` thrown at `file:line` (either may be missing)
 * when it comes from a plugin's global data; null otherwise.
 */
export function pluginDataHint(message: string, file?: string, line?: number): string | null {
  let near = '';
  if (file && line) {
    try {
      // A destructuring spread over lines (`const { a } = usePluginData(\n  'name')`) throws at its first line.
      near = readFileSync(file, 'utf8').split('\n').slice(Math.max(0, line - 4), line + 2).join('\n');
    } catch {
      near = '';
    }
  }
  const atLine = file && line ? readLine(near, line) : '';
  if (!HOOKS.test(message) && !HOOKS.test(atLine)) return null;
  const plugin = NAMED.exec(atLine)?.[1] ?? NAMED.exec(near)?.[1];
  if (plugin && PUBLISHED.has(plugin)) return null;
  const asked = plugin ? `usePluginData("${plugin}")` : 'the plugin data the page reads';
  return `${asked} is undefined: a Docusaurus plugin publishes that data with setGlobalData, and opdocs runs no Docusaurus plugins `
    + '(the site\'s own neither), publishing only the docs and blog plugins\' data; let the page do without it '
    + '(`usePluginData(name) ?? {}`), or keep the data in a JSON file the page imports';
}

/** The thrown line and the one after it, out of `near` (lines line-3 … line+2 of the file). */
function readLine(near: string, line: number): string {
  const lines = near.split('\n');
  const at = Math.min(3, line - 1);
  return lines.slice(at, at + 2).join('\n');
}
