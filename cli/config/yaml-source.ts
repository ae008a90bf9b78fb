/**
 * A YAML text as a plain value plus the positions of its keys and values, from the `yaml`
 * package's document nodes and LineCounter: the one place YAML positions come from
 * (front matter, `_category_.yml`, authors.yml, tags.yml).
 */
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node as YamlNode, type Pair } from 'yaml';
import { OpdocsError } from '../errors.js';
import type { PathSegment } from './schema-walk.js';

/** Parsed YAML: `value` is undefined when `errors` is not empty. */
export interface YamlValue {
  value: unknown;
  errors: OpdocsError[];
  locate(path: PathSegment[], at: 'key' | 'value'): { line: number; column: number };
}

export interface ReadYamlOptions {
  file: string;
  /** Names the input in messages, e.g. "front matter" or "tags file". */
  what: string;
  /** Lines of the file before the YAML text (front matter starts after its `---`). */
  lineOffset?: number;
  hint?: string;
}

/** Our own sentence for the YAML syntax errors people make by hand. */
const REASONS: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY: 'a plain value contains ": "',
  MULTILINE_IMPLICIT_KEY: 'a key runs over more than one line',
  DUPLICATE_KEY: 'the same key appears twice',
  TAB_AS_INDENT: 'tabs cannot indent YAML',
  BAD_INDENT: 'bad indentation',
  MISSING_CHAR: 'a quote or bracket is not closed',
  UNEXPECTED_TOKEN: 'unexpected character',
  BAD_ALIAS: 'invalid alias',
};

/** Parses YAML text (with timestamps as dates, as front matter readers expect). */
export function readYaml(text: string, options: ReadYamlOptions): YamlValue {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, customTags: ['timestamp'], prettyErrors: false, uniqueKeys: true });
  const lineOffset = options.lineOffset ?? 0;
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const locate = (path: PathSegment[], where: 'key' | 'value') => {
    const found = findNode(doc.contents, path, where);
    return found ? at(found) : { line: lineOffset + 1, column: 1 };
  };
  const syntax = doc.errors[0];
  let value: unknown;
  let failure: { offset: number; reason: string; cause: unknown } | undefined;
  if (syntax) failure = { offset: syntax.pos[0], reason: REASONS[syntax.code] ?? syntax.message.split('\n')[0], cause: syntax };
  else {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (err) {
      // Unresolved aliases and alias bombs surface only when the value is built.
      failure = { offset: doc.contents?.range?.[0] ?? 0, reason: (err as Error).message, cause: err };
    }
  }
  if (!failure) return { value, errors: [], locate };
  return {
    value: undefined,
    locate,
    errors: [new OpdocsError({
      file: options.file, ...at(failure.offset),
      message: `${options.what}: invalid YAML (${failure.reason})`,
      hint: options.hint ?? 'quote values that contain ": " or start with a special character',
      cause: failure.cause,
    })],
  };
}

/** Offset of the key or value at `path`, falling back to the nearest parent that exists. */
function findNode(root: unknown, path: PathSegment[], where: 'key' | 'value'): number | undefined {
  let node = root as YamlNode | null | undefined;
  let best = node?.range?.[0];
  let pair: Pair | undefined;
  for (const seg of path) {
    pair = undefined;
    if (isMap(node)) {
      pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(seg));
      node = pair?.value as YamlNode | undefined;
    } else if (isSeq(node) && typeof seg === 'number') {
      node = node.items[seg] as YamlNode | undefined;
    } else return best;
    if (!node && !pair) return best;
    best = node?.range?.[0] ?? (pair?.key as YamlNode | null)?.range?.[0] ?? best;
  }
  if (where === 'key' && pair) return (pair.key as YamlNode | null)?.range?.[0] ?? best;
  return best;
}

function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}
