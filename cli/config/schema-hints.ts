/**
 * The "e.g." and shape hints of config and front matter errors, written in the file's own
 * syntax (JSON for site.config.json, YAML for front matter and data files).
 */
import type * as z from 'zod';
import { keysOf, type PathSegment } from './schema-walk.js';
import type { IssueSource } from './schema-errors.js';

/** For a section (an object) without an example: the keys it holds, so the user sees its shape. */
export function sectionHint(path: PathSegment[], schema: z.ZodType | undefined, source: IssueSource): string | undefined {
  const keys = keysOf(schema);
  const key = path[path.length - 1];
  if (keys.length === 0 || typeof key !== 'string') return undefined;
  const name = (k: string) => (source.syntax === 'json' ? `"${k}"` : k);
  return `${name(key)} is an object of its settings: { ${keys.slice(0, 4).map((k) => `${name(k)}: …`).join(', ')}${keys.length > 4 ? ', …' : ''} }`;
}

/** `"blog": false`, as Docusaurus' preset turns the blog off: here the blog is there when its folder is. */
export function switchedOffHint(path: PathSegment[]): string | undefined {
  if (path.length !== 1 || path[0] !== 'blog') return undefined;
  return 'opdocs builds a blog only when the blog folder (content/blog/, or "blog.path") holds posts: to have none, remove this key and that folder, and the navbar and footer links to /blog';
}

export function exampleHint(path: PathSegment[], examples: unknown[], source: IssueSource): string | undefined {
  const example = examples[0];
  if (example === undefined) return undefined;
  const key = path[path.length - 1];
  if (typeof key === 'string') return `e.g. ${writeEntry(key, example, source)}`;
  return source.syntax === 'json' ? `e.g. ${JSON.stringify(example)}` : `e.g. \`${yamlInline(example)}\``;
}

export function writeEntry(key: string, example: unknown, source: IssueSource): string {
  return source.syntax === 'json' ? `"${key}": ${JSON.stringify(example)}` : `\`${key}: ${yamlInline(example)}\``;
}

/** A value as one line of YAML flow style: `[a, b]`, `null`, `2`. */
function yamlInline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(yamlInline).join(', ')}]`;
  if (typeof value === 'string') return /^[\w./ -]+$/.test(value) && !/^\s|\s$/.test(value) ? value : JSON.stringify(value);
  if (value !== null && typeof value === 'object') return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${yamlInline(v)}`).join(', ')} }`;
  return String(value);
}

