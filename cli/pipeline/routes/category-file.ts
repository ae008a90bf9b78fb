/**
 * `_category_.json|yml|yaml` metadata files: parse, check against the schema, keep positions for errors.
 * JSON is read leniently, as Docusaurus reads it with a YAML parser: trailing commas, comments.
 */
import { parseTree, type ParseError } from 'jsonc-parser';
import { OpdocsError, positionAt } from '../../errors.js';
import { readJsonTree } from '../../config/json-source.js';
import { categorySchema } from '../../config/metadata-schema.js';
import { checkWithSchema, type IssueSource } from '../../config/schema-errors.js';
import { parseWithout } from '../../config/schema-fallback.js';
import { readYaml } from '../../config/yaml-source.js';
import type { ContentFile } from '../load/scan.js';

export type CategoryLink =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string; keywords?: string[]; image?: string };

export interface CategoryMeta {
  file: string;
  text: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  description?: string;
  customProps?: Record<string, unknown>;
  /** Name in translation files instead of the label (Docusaurus 3.8+). */
  key?: string;
  /** undefined = use the folder's index doc; null = no link. */
  link?: CategoryLink | null;
  /** Position of the `link.id` value, for "missing doc" errors. */
  /** Where `link.id` is written; asked only when the id is unknown (finding it may load the YAML position reader). */
  linkIdPos?: () => { line: number; column: number };
}

/** The file's value and positions, or the syntax error that stopped it. */
function readCategory(f: ContentFile): { value: unknown; source: IssueSource } | OpdocsError {
  const asYaml = () => {
    const yaml = readYaml(f.text, { file: f.file, what: 'category file' });
    if (yaml.errors.length) return yaml.errors[0];
    return { value: yaml.value ?? {}, source: { file: f.file, syntax: 'yaml' as const, prefix: 'category file: ', locate: yaml.locate } };
  };
  if (!f.rel.endsWith('.json')) return asYaml();
  const parseErrors: ParseError[] = [];
  const tree = parseTree(f.text, parseErrors, { allowTrailingComma: true, disallowComments: false });
  if (parseErrors.length || !tree) {
    // Docusaurus reads _category_.json with a YAML parser: what YAML accepts ("#" comments,
    // unquoted keys) passes there, so it passes here; the JSON error is the one reported.
    const yaml = asYaml();
    if (!(yaml instanceof OpdocsError)) return yaml;
    return new OpdocsError({
      file: f.file, ...positionAt(f.text, parseErrors[0]?.offset ?? 0), message: 'category file: invalid JSON',
      hint: 'check for a missing quote, comma or brace near this position',
    });
  }
  const json = readJsonTree(tree, f.text);
  return { value: json.value, source: { file: f.file, syntax: 'json', prefix: 'category file: ', locate: json.locate } };
}

/** Parses one category file; errors are returned, never thrown. Wrong keys are left out of `meta`. */
export function parseCategoryFile(f: ContentFile): { meta: CategoryMeta; errors: OpdocsError[] } {
  const meta: CategoryMeta = { file: f.file, text: f.text };
  const read = readCategory(f);
  if (read instanceof OpdocsError) return { meta, errors: [read] };
  const { value, source } = read;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { meta, errors: [new OpdocsError({
      file: f.file, ...source.locate([], 'value'),
      message: `category file must hold an object of settings, got ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}`,
      hint: source.syntax === 'json' ? 'e.g. { "label": "Guides", "position": 2 }' : 'e.g. `label: Guides` and `position: 2` on their own lines',
    })] };
  }
  const typeless = typelessLink(value as Record<string, unknown>, f.file, source);
  const checked = typeless ? { ...value, link: null } : value;
  const { data, problems } = checkWithSchema(categorySchema, checked, source);
  const valid = data ?? parseWithout(categorySchema, checked, problems.map((p) => p.path)) ?? {};
  const { link, ...rest } = valid;
  Object.assign(meta, rest);
  if (link === null) meta.link = null;
  else if (link?.type === 'doc') {
    meta.link = { type: 'doc', id: link.id };
    meta.linkIdPos = () => source.locate(['link', 'id'], 'value');
  } else if (link) {
    meta.link = { type: 'generated-index', slug: link.slug, title: link.title, description: link.description,
      ...(link.keywords ? { keywords: link.keywords } : {}), ...(link.image ? { image: link.image } : {}) };
  }
  return { meta, errors: [...(typeless ? [typeless] : []), ...problems.map((p) => p.error)] };
}

/**
 * A `link` object without a `type` (`{ "description": "…" }`): Docusaurus accepts it and gives
 * the category no link at all, not even its folder's index doc, so here it is `null` and a warning.
 */
function typelessLink(value: Record<string, unknown>, file: string, source: IssueSource): OpdocsError | undefined {
  const link = value.link;
  if (link === null || typeof link !== 'object' || Array.isArray(link) || 'type' in link) return undefined;
  return new OpdocsError({
    file, ...source.locate(['link'], 'key'), unchecked: true,
    message: 'category file: link has no "type", so the category links to nothing (as in Docusaurus, which ignores such a link)',
    hint: 'add "type": "generated-index" to give the category a page with this description, or "type": "doc" with an "id"; or remove the link',
  });
}

/**
 * A folder's category files, one per folder: `_category_.json` before `.yaml` before `.yml`
 * (name order, as Docusaurus' file listing gives them), each further one a warning saying it is
 * ignored. Docusaurus, too, reads only one and warns that which one is undetermined.
 */
export function oneCategoryFilePerFolder(files: ContentFile[]): { used: ContentFile[]; ignored: OpdocsError[] } {
  const byFolder = new Map<string, ContentFile>();
  const ignored: OpdocsError[] = [];
  for (const f of [...files].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))) {
    const folder = f.rel.split('/').slice(0, -1).join('/');
    const first = byFolder.get(folder);
    if (!first) {
      byFolder.set(folder, f);
      continue;
    }
    ignored.push(new OpdocsError({
      file: f.file, message: `${first.rel.split('/').pop()} already sets this folder's category, so this file is ignored`,
      hint: 'keep one category file per folder: move its settings into the other file, then delete this one',
    }));
  }
  return { used: [...byFolder.values()], ignored };
}
