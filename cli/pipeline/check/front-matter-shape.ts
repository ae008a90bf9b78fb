/**
 * Shape checks the front matter parser leaves to its consumers: the block must be a mapping
 * (not a YAML list or a lone scalar), and `tags` must be a list of plain tags.
 */
import yaml from 'js-yaml';
import { OpdocsError } from '../../errors.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';

const describe = (v: unknown) => (Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'object' ? 'a mapping' : `the ${typeof v} ${JSON.stringify(v)}`);

/** Errors for one Markdown file's front matter; `objectTags` allows docs' `{ label, permalink }` tags. */
export function checkFrontMatterShape(f: { file: string; text: string }, data: Record<string, unknown>, objectTags: boolean): OpdocsError[] {
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(f.text);
  if (m) {
    let raw: unknown;
    try {
      raw = yaml.load(m[1]);
    } catch {
      return []; // the parser reports invalid YAML itself
    }
    if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
      return [new OpdocsError({
        file: f.file, line: 2, column: 1, message: `front matter must be a mapping of keys to values, got ${describe(raw)}`,
        hint: 'write `key: value` lines between the two `---` lines, e.g. `title: Getting started`',
      })];
    }
  }
  const tags = data.tags;
  if (tags === undefined) return [];
  const at = { file: f.file, ...frontMatterKeyPosition(f.text, 'tags') };
  const example = objectTags ? 'e.g. `tags: [install, upgrade]` or `- { label: Install, permalink: /install }`' : 'e.g. `tags: [release, operator]`';
  if (!Array.isArray(tags)) return [new OpdocsError({ ...at, message: `front matter: \`tags\` must be a list, got ${describe(tags)}`, hint: example })];
  const errors: OpdocsError[] = [];
  tags.forEach((t, i) => {
    const ok = typeof t === 'string' || (objectTags && typeof t === 'object' && t !== null && !Array.isArray(t) && typeof (t as { label?: unknown }).label === 'string');
    if (!ok) errors.push(new OpdocsError({ ...at, message: `front matter: tags[${i}] must be ${objectTags ? 'a tag name or { label, permalink }' : 'a tag key'}, got ${describe(t)}`, hint: example }));
  });
  return errors;
}
