/** `_category_.json|yml|yaml` metadata files: parse, check keys, keep positions for errors. */
import { parseTree, findNodeAtLocation, type Node, type ParseError } from 'jsonc-parser';
import yaml from 'js-yaml';
import { OpdocsError, positionAt } from '../../errors.js';
import type { ContentFile } from '../load/scan.js';

export type CategoryLink =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string };

export interface CategoryMeta {
  file: string;
  text: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  /** undefined = use the folder's index doc; null = no link. */
  link?: CategoryLink | null;
  /** Position of the `link.id` value, for "missing doc" errors. */
  linkIdPos?: { line: number; column: number };
}

const KEYS: Record<string, string> = {
  label: 'string', position: 'number', collapsed: 'boolean', collapsible: 'boolean',
  className: 'string', description: 'string', link: 'object', customProps: 'object',
};

function nodePos(text: string, node: Node | undefined): { line: number; column: number } | undefined {
  return node ? positionAt(text, node.offset) : undefined;
}

/** Parses one category file; errors are returned, never thrown. */
export function parseCategoryFile(f: ContentFile): { meta: CategoryMeta; errors: OpdocsError[] } {
  const errors: OpdocsError[] = [];
  const meta: CategoryMeta = { file: f.file, text: f.text };
  let data: Record<string, unknown>;
  let tree: Node | undefined;
  if (f.rel.endsWith('.json')) {
    const parseErrors: ParseError[] = [];
    tree = parseTree(f.text, parseErrors, { allowTrailingComma: false, disallowComments: true });
    if (parseErrors.length || !tree) {
      const at = positionAt(f.text, parseErrors[0]?.offset ?? 0);
      errors.push(new OpdocsError({
        file: f.file, ...at, message: 'category file: invalid JSON',
        hint: 'check for a trailing comma or a missing quote or brace near this position',
      }));
      return { meta, errors };
    }
    try {
      data = JSON.parse(f.text) as Record<string, unknown>;
    } catch (err) {
      errors.push(new OpdocsError({ file: f.file, line: 1, column: 1, message: 'category file: invalid JSON', cause: err }));
      return { meta, errors };
    }
  } else {
    try {
      data = (yaml.load(f.text) ?? {}) as Record<string, unknown>;
    } catch (err) {
      const mark = (err as { mark?: { line: number; column: number } }).mark;
      errors.push(new OpdocsError({
        file: f.file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1,
        message: `category file: invalid YAML (${(err as { reason?: string }).reason ?? 'syntax error'})`, cause: err,
      }));
      return { meta, errors };
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const got = Array.isArray(data) ? 'a list' : data === null ? 'null' : `a ${typeof data}`;
    errors.push(new OpdocsError({
      file: f.file, line: 1, column: 1, message: `category file: expected an object of settings, got ${got}`,
      hint: f.rel.endsWith('.json') ? 'e.g. { "label": "Guides", "position": 2 }' : 'e.g. `label: Guides` and `position: 2` lines',
    }));
    return { meta, errors };
  }
  for (const [key, value] of Object.entries(data)) {
    const at = nodePos(f.text, tree && findNodeAtLocation(tree, [key])?.parent?.children?.[0]) ?? { line: 1, column: 1 };
    const expected = KEYS[key];
    if (!expected) {
      errors.push(new OpdocsError({
        file: f.file, ...at, message: `category file: unknown key "${key}"`,
        hint: `allowed keys: ${Object.keys(KEYS).join(', ')}`,
      }));
      continue;
    }
    const ok = key === 'link' ? value === null || (typeof value === 'object' && !Array.isArray(value)) : typeof value === expected;
    if (!ok) {
      errors.push(new OpdocsError({ file: f.file, ...at, message: `category file: "${key}" must be a ${expected}`, hint: `e.g. ${key === 'position' ? '"position": 2' : `"${key}": …`}` }));
      continue;
    }
    (meta as unknown as Record<string, unknown>)[key] = value;
  }
  const link = data.link as Record<string, unknown> | null | undefined;
  if (link && typeof link === 'object') {
    if (link.type === 'doc' && typeof link.id === 'string') {
      meta.link = { type: 'doc', id: link.id };
      meta.linkIdPos = nodePos(f.text, tree && findNodeAtLocation(tree, ['link', 'id'])) ?? { line: 1, column: 1 };
    } else if (link.type === 'generated-index') {
      meta.link = { type: 'generated-index', slug: link.slug as string | undefined, title: link.title as string | undefined, description: link.description as string | undefined };
    } else {
      errors.push(new OpdocsError({
        file: f.file, ...(nodePos(f.text, tree && findNodeAtLocation(tree, ['link'])) ?? { line: 1, column: 1 }),
        message: 'category file: "link" must be {"type": "doc", "id": "<doc id>"}, {"type": "generated-index"} or null',
        hint: 'e.g. "link": { "type": "doc", "id": "installation" }',
      }));
    }
  } else if (link === null) meta.link = null;
  return { meta, errors };
}
