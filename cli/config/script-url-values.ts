/**
 * Warnings for link values in site.config.json that are javascript: URLs (a navbar or footer
 * href, docs.editUrl). React refuses to render such a URL: the link is drawn but clicking it does
 * nothing but throw. Docusaurus builds these sites, so opdocs does too, and says at which line
 * the dead link comes from.
 */
import { readFileSync } from 'node:fs';
import { parseTree, type Node } from 'jsonc-parser';
import { OpdocsError, positionAt, type OpdocsWarning } from '../errors.js';
import { isScriptUrl, scriptUrlPhrase } from '../pipeline/parse/script-url.js';

// Keys whose value becomes an href or src on the page. `url` (the site's origin) is checked by
// the schema, and customFields are the site's own data, which a page may use as it likes.
const LINK_KEYS = new Set(['href', 'to', 'editUrl', 'src', 'srcDark', 'image', 'favicon']);
const SKIPPED = new Set(['customFields', '$schema']);

/**
 * One warning per javascript: (or vbscript:) URL under a link key of the config text, at the
 * value's line and column. `configFile` names the file in the warnings.
 */
export function scriptUrlWarningsIn(text: string, configFile: string): OpdocsWarning[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const root = parseTree(source);
  const found: OpdocsWarning[] = [];
  const warn = (node: Node, at: string, value: string, what: string | null, hint: string) => {
    const url = scriptUrlPhrase(value);
    found.push({ level: 'warn', error: new OpdocsError({
      file: configFile, ...positionAt(source, node.offset),
      message: `${at}: ${JSON.stringify(clip(value))} is ${what ? `${url.slice(0, url.indexOf(','))}, ${what}` : `${url}: the link on the page does nothing`}`, hint,
    }) });
  };
  const visit = (node: Node, path: string): void => {
    if (node.type === 'array') {
      node.children?.forEach((child, i) => {
        // `scripts` and `stylesheets` list bare URLs too: a <script src="javascript:…"> loads nothing.
        if (child.type === 'string' && /^(scripts|stylesheets)$/.test(path) && isScriptUrl(child.value)) {
          warn(child, `${path}[${i}]`, child.value, `from which a browser loads no ${path === 'scripts' ? 'script' : 'stylesheet'}`, 'give the address of a file ("https://…/x.js") or a path under static/');
        } else visit(child, `${path}[${i}]`);
      });
      return;
    }
    if (node.type !== 'object') return;
    for (const prop of node.children ?? []) {
      const [keyNode, value] = prop.children ?? [];
      if (!keyNode || !value || SKIPPED.has(keyNode.value)) continue;
      const at = path ? `${path}.${keyNode.value}` : String(keyNode.value);
      if (value.type === 'string' && LINK_KEYS.has(keyNode.value) && isScriptUrl(value.value)) {
        warn(value, at, value.value, null,
          'give a page path ("/docs/intro") or a web address ("https://…"); for a script, use "scripts" or "clientModules"');
      } else {
        visit(value, at);
      }
    }
  };
  if (root) visit(root, '');
  return found;
}

/** The warnings for the config file on disk; none when it cannot be read again. */
export function scriptUrlWarnings(configFile: string): OpdocsWarning[] {
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    return [];
  }
  return scriptUrlWarningsIn(text, configFile);
}

function clip(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}
