/**
 * The site-wide head tags of the config (`metadata`, `stylesheets`, `scripts`, `headTags`;
 * see config/schema-head.ts) as markup: made once per config, then placed by document.ts.
 */
import type { SiteConfig } from '../config/types.js';
import { escapeHtml as e } from './escape.js';
import { originOf } from './csp.js';
import { isScriptUrl, URL_ATTRIBUTES } from '../pipeline/parse/script-url.js';

type Attributes = Record<string, string | boolean>;

/** Elements with no end tag. */
const VOID = new Set(['base', 'link', 'meta']);

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    // Left out as React leaves it out of Docusaurus' head (the config check warns of each).
    if (typeof value === 'string' && URL_ATTRIBUTES.has(name.toLowerCase()) && isScriptUrl(value)) continue;
    text += value === true ? ` ${e(name)}` : ` ${e(name)}="${e(value)}"`;
  }
  return text;
}

function tag(name: string, attributes: Attributes, inner = ''): string {
  return VOID.has(name) ? `<${name}${attributeText(attributes)}>` : `<${name}${attributeText(attributes)}>${inner}</${name}>`;
}

export interface HeadExtras {
  /** Site-wide meta tags, by the name or property a page's own tag would replace them under. */
  meta: { key: string; html: string }[];
  /** Stylesheet links, before the site's CSS. */
  styles: string;
  /** Scripts and other tags, at the end of the head. */
  tail: string;
  /** Origins of the scripts they load, for the Content Security Policy. */
  scriptOrigins: string[];
}

const made = new WeakMap<object, HeadExtras>();

/** The config's head tags (the same object for every page of a build). */
export function headExtras(config: Pick<SiteConfig, 'metadata' | 'stylesheets' | 'scripts' | 'headTags'>): HeadExtras {
  let extras = made.get(config);
  if (extras) return extras;
  const scripts = config.scripts.map((s) => (typeof s === 'string' ? { src: s } : s));
  const sources = [...scripts.map((s) => s.src), ...config.headTags.filter((t) => t.tagName === 'script').map((t) => t.attributes.src)];
  extras = {
    meta: config.metadata.map((m) => ({ key: m.name ?? m.property ?? m['http-equiv'], html: tag('meta', m) })),
    styles: config.stylesheets.map((s) => tag('link', typeof s === 'string' ? { rel: 'stylesheet', href: s } : { rel: 'stylesheet', ...s })).join(''),
    tail: [
      ...scripts.map((s) => tag('script', s)),
      ...config.headTags.map((t) => tag(t.tagName, t.attributes, t.innerHTML ?? '')),
    ].join(''),
    scriptOrigins: sources.flatMap((src) => (typeof src === 'string' ? originOf(src) : [])),
  };
  made.set(config, extras);
  return extras;
}
