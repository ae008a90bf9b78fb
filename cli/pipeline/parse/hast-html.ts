/**
 * hast → HTML. A small serializer instead of hast-util-to-html so the output keeps the
 * conventions the theme and its tests were written against (micromark's): `&<>"` escaped
 * in text and attributes, boolean attributes as `name=""`, void elements as `<x />`.
 * Raw nodes (highlighted code, raw HTML from Markdown) are written verbatim.
 */
import type { Nodes, Properties } from 'hast';
import { find, html as htmlSchema } from 'property-information';
import { escapeHtml } from './html-text';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const attributeNames = new Map<string, { name: string; commas: boolean }>();

function attributeOf(key: string): { name: string; commas: boolean } {
  let info = attributeNames.get(key);
  if (!info) {
    const found = find(htmlSchema, key);
    info = { name: found.attribute, commas: found.commaSeparated };
    attributeNames.set(key, info);
  }
  return info;
}

function renderAttributes(properties: Properties): string {
  let out = '';
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined || value === false) continue;
    const { name, commas } = attributeOf(key);
    if (value === true) out += ` ${name}=""`;
    else if (Array.isArray(value)) out += ` ${name}="${escapeHtml(value.join(commas ? ', ' : ' '))}"`;
    else out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** Serializes a hast tree or node list. */
export function toHtml(node: Nodes | readonly Nodes[]): string {
  if (Array.isArray(node)) {
    let out = '';
    for (const child of node as readonly Nodes[]) out += toHtml(child);
    return out;
  }
  const one = node as Nodes;
  switch (one.type) {
    case 'text': return escapeHtml(one.value);
    case 'raw': return one.value;
    case 'root': return toHtml(one.children);
    case 'comment': return `<!--${one.value}-->`;
    case 'element': {
      const open = `<${one.tagName}${renderAttributes(one.properties)}`;
      if (VOID.has(one.tagName)) return `${open} />`;
      return `${open}>${toHtml(one.children)}</${one.tagName}>`;
    }
    default: return '';
  }
}
