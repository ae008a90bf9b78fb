/**
 * Front matter: gray-matter (js-yaml) plus a small type check per content kind.
 * Errors carry the file's real line and column; the body's line offset is returned so the
 * markdown parser can report body positions in file coordinates.
 */
import matter from 'gray-matter';
import { OpdocsError } from '../../errors.js';

export type FrontMatterKind = 'doc' | 'post' | 'page';
export type FrontMatter = Record<string, unknown>;

export interface ParsedFrontMatter {
  data: FrontMatter;
  body: string;
  /** Number of lines before the body in the file. */
  lineOffset: number;
  errors: OpdocsError[];
}

type Check = (v: unknown) => boolean;
const isStr: Check = (v) => typeof v === 'string';
const isNum: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isBool: Check = (v) => typeof v === 'boolean';
const isStrOrNull: Check = (v) => v === null || typeof v === 'string';
const isStrList: Check = (v) => Array.isArray(v) && v.every(isStr);
const isTagList: Check = (v) => Array.isArray(v) && v.every((t) => isStr(t) || (typeof t === 'object' && t !== null));
const isLevel: Check = (v) => isNum(v) && (v as number) >= 2 && (v as number) <= 6 && Number.isInteger(v);
const isDate: Check = (v) => v instanceof Date || (typeof v === 'string' && !Number.isNaN(Date.parse(v)));
const isAuthors: Check = (v) => isStr(v) || (Array.isArray(v) && v.every((a) => isStr(a) || (typeof a === 'object' && a !== null))) || (typeof v === 'object' && v !== null);

interface FieldRule { check: Check; expected: string; example: string }
const r = (check: Check, expected: string, example: string): FieldRule => ({ check, expected, example });

const COMMON: Record<string, FieldRule> = {
  title: r(isStr, 'a string', 'title: Getting started'),
  description: r(isStr, 'a string', 'description: How to install the operator'),
  keywords: r(isStrList, 'a list of strings', 'keywords: [kubernetes, search]'),
  image: r(isStr, 'a string (image path)', 'image: ./card.png'),
  draft: r(isBool, 'true or false', 'draft: true'),
  unlisted: r(isBool, 'true or false', 'unlisted: true'),
  hide_table_of_contents: r(isBool, 'true or false', 'hide_table_of_contents: true'),
  hide_title: r(isBool, 'true or false', 'hide_title: true'),
  toc_min_heading_level: r(isLevel, 'a whole number from 2 to 6', 'toc_min_heading_level: 2'),
  toc_max_heading_level: r(isLevel, 'a whole number from 2 to 6', 'toc_max_heading_level: 3'),
  slug: r(isStr, 'a string', 'slug: /my-page'),
  tags: r(isTagList, 'a list of tag keys', 'tags: [release]'),
};

const RULES: Record<FrontMatterKind, Record<string, FieldRule>> = {
  doc: {
    ...COMMON,
    id: r(isStr, 'a string', 'id: getting-started'),
    sidebar_label: r(isStr, 'a string', 'sidebar_label: Intro'),
    sidebar_position: r(isNum, 'a number', 'sidebar_position: 2'),
    sidebar_class_name: r(isStr, 'a string', 'sidebar_class_name: green'),
    pagination_prev: r(isStrOrNull, 'a doc id or null', 'pagination_prev: getting-started'),
    pagination_next: r(isStrOrNull, 'a doc id or null', 'pagination_next: null'),
    pagination_label: r(isStr, 'a string', 'pagination_label: Setup'),
    custom_edit_url: r(isStrOrNull, 'a URL or null', 'custom_edit_url: null'),
    displayed_sidebar: r(isStrOrNull, 'a sidebar id or null', 'displayed_sidebar: tutorialSidebar'),
    parse_number_prefixes: r(isBool, 'true or false', 'parse_number_prefixes: false'),
  },
  post: {
    ...COMMON,
    date: r(isDate, 'a date', 'date: 2025-10-22'),
    authors: r(isAuthors, 'an author key or a list of them', 'authors: [akyriako]'),
    authorURL: r(isStr, 'a URL', 'authorURL: https://example.com'),
  },
  page: { ...COMMON, wrapperClassName: r(isStr, 'a string', 'wrapperClassName: wide') },
};

/** Line (1-based, in the file) of `key:` inside the front matter block, if found. */
function keyPosition(text: string, key: string): { line: number; column: number } | undefined {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i])) break;
    const m = new RegExp(`^(\\s*)${key}\\s*:\\s*`).exec(lines[i]);
    if (m) return { line: i + 1, column: m[0].length + 1 };
  }
  return undefined;
}

function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : String(v);
}

/** Splits front matter from the body and checks field types for `kind`. */
export function parseFrontMatter(text: string, file: string, kind: FrontMatterKind): ParsedFrontMatter {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options disables gray-matter's global cache (keyed by text), which
    // would otherwise hold every file of a large site in memory.
    parsed = matter(text, { language: 'yaml' });
  } catch (err) {
    const mark = (err as { mark?: { line: number; column: number } }).mark;
    const reason = (err as { reason?: string }).reason ?? (err as Error).message;
    return {
      data: {}, body: text, lineOffset: 0,
      errors: [new OpdocsError({
        file, line: mark ? mark.line + 2 : 1, column: mark ? mark.column + 1 : 1,
        message: `front matter: invalid YAML (${reason})`,
        hint: 'fix the YAML between the two `---` lines, e.g. quote values that contain ": " or start with a special character',
        cause: err,
      })],
    };
  }
  const body = parsed.content;
  const prefix = text.slice(0, text.length - body.length);
  const lineOffset = prefix.split('\n').length - 1;
  const data = (parsed.data ?? {}) as FrontMatter;
  const errors: OpdocsError[] = [];
  const rules = RULES[kind];
  for (const [key, value] of Object.entries(data)) {
    const rule = rules[key];
    if (!rule || value === undefined || rule.check(value)) continue;
    const pos = keyPosition(text, key);
    errors.push(new OpdocsError({
      file, line: pos?.line, column: pos?.column,
      message: `front matter: \`${key}\` must be ${rule.expected}, got ${describe(value)}`,
      hint: `use ${rule.expected}, e.g. \`${rule.example}\``,
    }));
  }
  return { data, body, lineOffset, errors };
}

/** 1-based file position of a front matter key, for errors raised later (unknown tag, author…). */
export function frontMatterKeyPosition(text: string, key: string): { line?: number; column?: number } {
  return keyPosition(text, key) ?? {};
}
