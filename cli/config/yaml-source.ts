/**
 * A YAML text as a plain value plus the positions of its keys and values, from the `yaml`
 * package's document nodes and LineCounter: the one place YAML positions come from
 * (front matter, `_category_.yml`, authors.yml, tags.yml). No regex scans for keys.
 */
import { createRequire } from 'node:module';
import jsYaml from 'js-yaml';
import type { Document, LineCounter, Node as YamlNode, Pair } from 'yaml';
import { OpdocsError } from '../errors.js';
import type { PathSegment } from './schema-walk.js';

/** Parsed YAML: `value` is undefined when `errors` is not empty. */
export interface YamlValue {
  value: unknown;
  errors: OpdocsError[];
  locate(path: PathSegment[], at: 'key' | 'value'): { line: number; column: number };
  /** The text a plain scalar was written as (`1.10` for the number 1.1); undefined for others. */
  sourceAt(path: PathSegment[]): string | undefined;
}

export interface ReadYamlOptions {
  file: string;
  /** Names the input in messages, e.g. "front matter" or "tags file". */
  what: string;
  /** Lines of the file before the YAML text (front matter starts after its `---`). */
  lineOffset?: number;
  hint?: string;
}

type YamlModule = typeof import('yaml');
let yamlModule: YamlModule | undefined;
/** The `yaml` package, loaded on the first error: a build without errors never pays for it. */
function loadYamlModule(): YamlModule {
  yamlModule ??= createRequire(import.meta.url)('yaml') as YamlModule;
  return yamlModule;
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
  MISSING_ANCHOR: 'an alias names an anchor that is not defined',
};

/**
 * Parses YAML text with js-yaml (fast; timestamps become dates, as front matter readers expect).
 * The `yaml` package's document, which knows where every node is, is built only when a
 * position is asked for, i.e. on the error path.
 */
export function readYaml(text: string, options: ReadYamlOptions): YamlValue {
  const lineOffset = options.lineOffset ?? 0;
  let located: { doc: Document.Parsed; lineCounter: LineCounter } | undefined;
  const locatable = () => {
    if (!located) {
      const { LineCounter: Counter, parseDocument } = loadYamlModule();
      const lineCounter = new Counter();
      located = { doc: parseDocument(text, { lineCounter, customTags: ['timestamp'], prettyErrors: false, uniqueKeys: true }), lineCounter };
    }
    return located;
  };
  const at = (offset: number) => {
    const { line, col } = locatable().lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const locate = (path: PathSegment[], where: 'key' | 'value') => {
    const found = findNode(locatable().doc.contents, path, where);
    return found === undefined ? { line: lineOffset + 1, column: 1 } : at(found);
  };
  const sourceAt = (path: PathSegment[]) => scalarSource(locatable().doc.contents, path);
  try {
    const value = jsYaml.load(text);
    // Aliases share one object, so the value is small, but everything that copies or
    // serialises it (route data, JSON) expands each alias again: nine nested aliases of nine
    // items each are 387 million strings. Count the expanded size before anyone does that.
    const expanded = text.includes('&') && text.includes('*') ? expandedSize(value) : 0;
    if (expanded > MAX_EXPANDED_VALUES) {
      let aliasAt = 0;
      loadYamlModule().visit(locatable().doc, { Alias(_, node) { aliasAt = node.range?.[0] ?? 0; return loadYamlModule().visit.BREAK; } });
      return { value: undefined, locate, sourceAt, errors: [new OpdocsError({
        file: options.file, ...at(aliasAt),
        message: `${options.what}: aliases (\`*name\`) expand to ${expanded === Infinity ? 'a value that contains itself' : `more than ${MAX_EXPANDED_VALUES.toLocaleString('en')} values`}`,
        hint: 'write the values out, or use fewer nested aliases; opdocs copies each alias where it is used',
      })] };
    }
    return { value, errors: [], locate, sourceAt };
  } catch (err) {
    // Our own sentence from the `yaml` package's error code when it sees the same problem.
    const syntax = locatable().doc.errors[0];
    const mark = (err as { mark?: { line: number; column: number } }).mark;
    const unclosed = syntax ? unclosedFlowAt(locatable().doc, text, syntax.pos[0]) : undefined;
    const position = unclosed ? at(unclosed.at) : syntax ? at(syntax.pos[0]) : { line: (mark?.line ?? 0) + 1 + lineOffset, column: (mark?.column ?? 0) + 1 };
    const reason = unclosed ? `the \`${unclosed.open}\` here is never closed with \`${unclosed.close}\``
      : (syntax && REASONS[syntax.code]) ?? (err as { reason?: string }).reason ?? 'syntax error';
    // The generic hint (quote the value) misleads here: the fix is to drop one of the two lines.
    const twice = syntax?.code === 'DUPLICATE_KEY'
      ? /^("[^"\n]*"|'[^'\n]*'|[^:\n]*)/.exec(text.slice(syntax.pos[0]))?.[1]?.trim() : undefined;
    return {
      value: undefined,
      locate,
      sourceAt,
      errors: [new OpdocsError({
        file: options.file, ...position,
        message: `${options.what}: invalid YAML (${twice ? `the key \`${twice}\` appears twice in one map` : reason})`,
        hint: twice ? `keep one of the two \`${twice}:\` lines (a key may appear once in each map)`
          : unclosed ? `close the list with \`${unclosed.close}\`, or quote the value if the \`${unclosed.open}\` is text (title: "${unclosed.open}Beta${unclosed.close} Setup")`
          : options.hint ?? 'quote values that contain ": " or start with a special character',
        cause: err,
      })],
    };
  }
}

/**
 * The innermost `[…]` or `{…}` list left open where a syntax error was found: the `yaml`
 * package reports it as bad indentation on the line after it, which sends the reader to a
 * line that is fine.
 */
function unclosedFlowAt(doc: Document.Parsed, text: string, errorAt: number): { at: number; open: string; close: string } | undefined {
  const { isSeq, visit } = loadYamlModule();
  let found: { at: number; open: string; close: string } | undefined;
  visit(doc, {
    Collection(_, node) {
      const [start, end] = node.range ?? [];
      if (!node.flow || start === undefined || end !== errorAt || (found && found.at > start)) return;
      const [open, close] = isSeq(node) ? ['[', ']'] : ['{', '}'];
      if (text[start] === open && !text.slice(start, end).trimEnd().endsWith(close)) found = { at: start, open, close };
    },
  });
  return found;
}

/** Values (scalars, lists and maps) a YAML text may expand to through its aliases. */
const MAX_EXPANDED_VALUES = 100_000;

/**
 * How many values `value` holds when every shared object is counted each time it is used;
 * Infinity for a cycle. Memoised per object, so a DAG of aliases costs its own size, and it
 * stops counting past the limit.
 */
function expandedSize(value: unknown): number {
  const sizes = new Map<object, number>();
  const size = (v: unknown): number => {
    if (v === null || typeof v !== 'object' || v instanceof Date) return 1;
    const known = sizes.get(v);
    if (known !== undefined) return known;
    sizes.set(v, Infinity);
    let total = 1;
    for (const child of Object.values(v)) {
      total += size(child);
      if (total > MAX_EXPANDED_VALUES) break;
    }
    sizes.set(v, total);
    return total;
  };
  return size(value);
}

/** One step down: the value under a map key (with its pair) or a sequence index; null where `node` has no children. */
function childOf(node: YamlNode | null | undefined, seg: PathSegment): { node: YamlNode | undefined; pair?: Pair } | null {
  const { isMap, isPair, isSeq } = loadYamlModule();
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(seg)) as Pair | undefined;
    return { node: pair?.value as YamlNode | undefined, pair };
  }
  if (isSeq(node) && typeof seg === 'number') return { node: node.items[seg] as YamlNode | undefined };
  return null;
}

/** Offset of the key or value at `path`, falling back to the nearest parent that exists. */
function findNode(root: unknown, path: PathSegment[], where: 'key' | 'value'): number | undefined {
  let node = root as YamlNode | null | undefined;
  let best = node?.range?.[0];
  let pair: Pair | undefined;
  for (const seg of path) {
    const child = childOf(node, seg);
    if (!child) return best;
    ({ node, pair } = child);
    if (!node && !pair) return best;
    best = node?.range?.[0] ?? (pair?.key as YamlNode | null)?.range?.[0] ?? best;
  }
  if (where === 'key' && pair) return (pair.key as YamlNode | null)?.range?.[0] ?? best;
  return best;
}

/** Source text of the plain scalar at `path` (aliases and merged keys give undefined). */
function scalarSource(root: unknown, path: PathSegment[]): string | undefined {
  const { isScalar } = loadYamlModule();
  let node = root as YamlNode | null | undefined;
  for (const seg of path) {
    node = childOf(node, seg)?.node;
    if (!node) return undefined;
  }
  return isScalar(node) && node.type === 'PLAIN' && typeof node.source === 'string' ? node.source : undefined;
}

function keyText(key: unknown): string | undefined {
  return loadYamlModule().isScalar(key) ? String((key as { value: unknown }).value) : undefined;
}
