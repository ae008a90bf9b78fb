/**
 * Front matter: the YAML block between the opening and closing `---` lines, checked against the
 * zod schema of the content kind (cli/config/front-matter-schema.ts). Errors carry the file's
 * real line and column; the body's line offset is returned so the markdown parser can report
 * body positions in file coordinates. Wrong keys are dropped from `data`, so consumers get
 * typed values and the rest of the file is still checked.
 */
import { OpdocsError } from '../../errors.js';
import { frontMatterSchemas, type DocFrontMatter, type PageFrontMatter, type PostFrontMatter } from '../../config/front-matter-schema.js';
import { checkWithSchema, valueAt } from '../../config/schema-errors.js';
import { parseWithout } from '../../config/schema-fallback.js';
import { readYaml } from '../../config/yaml-source.js';
import { resolveTextScalars } from '../../config/text-scalars.js';
import type { PathSegment } from '../../config/schema-walk.js';
import { splitFrontMatter } from './front-matter-block.js';
import { dropControlCharacters } from './front-matter-controls.js';

export type { DocFrontMatter, PageFrontMatter, PostFrontMatter };
export type FrontMatterKind = 'doc' | 'post' | 'page';
/** Front matter of any kind, as consumers that only read shared keys see it. */
export type FrontMatter = Record<string, unknown>;
type FrontMatterOf<K extends FrontMatterKind> = { doc: DocFrontMatter; post: PostFrontMatter; page: PageFrontMatter }[K];

export interface ParsedFrontMatter<T = FrontMatter> {
  data: T;
  body: string;
  /** Number of lines before the body in the file. */
  lineOffset: number;
  /** Problems; those marked `unchecked` are warnings (control characters dropped from a value). */
  errors: OpdocsError[];
}

const YAML_HINT = 'fix the YAML between the two `---` lines, e.g. quote values that contain ": " or start with a special character';

/** Splits front matter from the body and checks it against the schema of `kind`. */
export function parseFrontMatter<K extends FrontMatterKind>(text: string, file: string, kind: K): ParsedFrontMatter<FrontMatterOf<K>> {
  const empty = {} as FrontMatterOf<K>;
  const split = splitFrontMatter(text);
  if (split === 'none') return { data: empty, body: text, lineOffset: 0, errors: [] };
  if (split === 'unclosed') {
    return {
      data: empty, body: text, lineOffset: 0,
      errors: [new OpdocsError({
        file, line: 1, column: 1,
        message: 'front matter: the opening `---` has no closing `---`',
        hint: 'add a line holding only `---` after the last front matter line',
      })],
    };
  }
  const { yaml, body, lineOffset } = split;
  const parsed = readYaml(yaml, { file, what: 'front matter', lineOffset: 1, hint: YAML_HINT });
  if (parsed.errors.length) return { data: empty, body, lineOffset, errors: parsed.errors };
  const { value, warnings } = dropControlCharacters(parsed.value ?? {}, file, parsed.locate);
  if (typeof value !== 'object' || Array.isArray(value) || value instanceof Date) {
    return {
      data: empty, body, lineOffset,
      errors: [new OpdocsError({
        file, ...parsed.locate([], 'value'),
        message: `front matter must be a map of keys to values, got ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}`,
        hint: 'write one `key: value` line per setting between the `---` lines, e.g. `title: Getting started`',
      })],
    };
  }
  const schema = frontMatterSchemas[kind];
  const source = { file, syntax: 'yaml' as const, prefix: 'front matter: ', locate: parsed.locate };
  // `title: 2024` is text to Docusaurus; take it as the author wrote it.
  const typed = resolveTextScalars(schema, value, parsed.sourceAt);
  const { data, problems } = checkWithSchema(schema, typed, source);
  if (data) return { data: data as FrontMatterOf<K>, body, lineOffset, errors: warnings };
  const rest = parseWithout(schema, typed, problems.map((p) => p.path)) ?? {};
  return { data: rest as FrontMatterOf<K>, body, lineOffset, errors: [...problems.map((p) => p.error), ...warnings] };
}

/** 1-based file position of a front matter value, for errors raised later (unknown tag, author…); {} when absent. */
export function frontMatterKeyPosition(text: string, key: string | PathSegment[]): { line?: number; column?: number } {
  const split = splitFrontMatter(text);
  if (typeof split !== 'object') return {};
  const path = typeof key === 'string' ? [key] : key;
  const parsed = readYaml(split.yaml, { file: '', what: 'front matter', lineOffset: 1 });
  if (parsed.errors.length || valueAt(parsed.value, path) === undefined) return {};
  return parsed.locate(path, 'value');
}
