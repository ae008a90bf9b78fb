/**
 * Checks a value against a zod schema and turns every issue into our own sentence at the
 * file:line:column of the key or value (positions come from the caller's parsed source).
 * zod's own English never reaches the user; unions are resolved to the variant the value meant.
 */
import type * as z from 'zod';
import { OpdocsError } from '../errors.js';
import { suggestAllowed } from './did-you-mean.js';
import { protoKeyProblems } from './proto-keys.js';
import { exampleHint, sectionHint, switchedOffHint, writeEntry } from './schema-hints.js';
import {
  chooseVariant, describeSchema, describeValue, examplesOf, keysOf, kindOf, acceptsKind, rangeOf,
  formatPath, schemaAt, unionOptions, unwrap, valueAt, variantPickers, type PathSegment,
} from './schema-walk.js';

export { formatPath, valueAt };

/** Where a checked value came from: positions, and how hints are written. */
export interface IssueSource {
  file: string;
  /** "json" hints read `e.g. "key": 2`, "yaml" hints read ``e.g. `key: 2` ``. */
  syntax: 'json' | 'yaml';
  /** Put before every message, e.g. "front matter: ". */
  prefix?: string;
  /** 1-based position of the key or value at `path` (the nearest existing parent when absent). */
  locate(path: PathSegment[], at: 'key' | 'value'): { line: number; column: number };
  /** A better problem for a missing required key (e.g. its "${NAME}" is unset). */
  explainMissing?(path: PathSegment[]): Problem | undefined;
}

/** One thing wrong, relative to the checked value. */
export interface Problem {
  path: PathSegment[];
  message: string;
  hint?: string;
  /** Point at the key, the value (default) or the object holding the key (a missing key). */
  at?: 'key' | 'value' | 'parent';
  /** Set for type mismatches, which YAML sources phrase as "`key` must be …, got …". */
  expected?: string;
  got?: string;
  /** Where to point when it is not `path` itself. */
  pointAt?: PathSegment[];
  /** Known position, when the path alone cannot find it (a duplicate key). */
  position?: { line: number; column: number };
}

/** A problem made into an error, keeping its key path (load-config prunes by it). */
export interface LocatedError { path: PathSegment[]; error: OpdocsError }

/**
 * How many parses of a schema are interpreted before zod compiles its fast path for objects:
 * compiling costs more than it saves on few parses (the config step took 19 ms with it, 9 without; a doc's
 * front matter pays back after 300 to 500 docs: compiling took 4.5 ms, each parse then 8 µs less).
 */
const INTERPRETED_PARSES = 256;
const parses = new WeakMap<z.ZodType, number>();

/**
 * Parses `value`; on failure lists every problem as an OpdocsError. `once`: the schema parses
 * one value per build (the config), so it is never compiled.
 */
export function checkWithSchema<S extends z.ZodType>(schema: S, value: unknown, source: IssueSource, once = false): { data?: z.output<S>; problems: LocatedError[] } {
  // A single parse counts as none, so it stays interpreted; counting stops once compiled.
  const count = once ? 0 : (parses.get(schema) ?? 0) + 1;
  const interpreted = count <= INTERPRETED_PARSES;
  if (count > 0 && interpreted) parses.set(schema, count);
  const result = schema.safeParse(value, interpreted ? { jitless: true } : undefined);
  const proto = protoKeyProblems(value);
  if (result.success && !proto.length) return { data: result.data, problems: [] };
  const explained = result.success ? [] : explainIssues(schema, value, result.error.issues, source);
  // A strict object already calls `__proto__` an unknown key: one error per key.
  const known = new Set(explained.map((p) => JSON.stringify(p.path)));
  const all = [...explained, ...proto.filter((p) => !known.has(JSON.stringify(p.path)))];
  return { problems: all.map((p) => ({ path: p.path, error: problemToError(p, source) })) };
}

/** Our sentences for zod issues of `schema` parsing `value`. */
export function explainIssues(schema: z.ZodType, value: unknown, issues: readonly z.core.$ZodIssue[], source: IssueSource, prefix: PathSegment[] = []): Problem[] {
  const list = source.syntax === 'yaml' ? 'a list' : 'an array';
  const out: Problem[] = [];
  for (const issue of issues) {
    const path = issue.path as PathSegment[];
    const abs = [...prefix, ...path];
    const at = valueAt(value, path);
    const here = () => schemaAt(schema, path, value);
    switch (issue.code) {
      case 'invalid_union': {
        const union = schemaAt(schema, path, value, false);
        out.push(...explainUnion(union, at, abs, source));
        break;
      }
      case 'invalid_type': {
        if (at === undefined && path.length > 0) {
          out.push(source.explainMissing?.(abs) ?? missing(abs, examplesOf(here()), source));
          break;
        }
        const target = here();
        const expected = target ? describeSchema(target, list) : issue.expected;
        out.push(typeProblem(abs, expected, describeValue(at, list), (at === false ? switchedOffHint(abs) : undefined) ?? exampleHint(abs, examplesOf(target), source) ?? sectionHint(abs, target, source)));
        break;
      }
      case 'invalid_value': {
        const values = issue.values.map(String);
        if (typeof at === 'string') out.push({ path: abs, message: `unknown value ${JSON.stringify(at)}`, hint: suggestAllowed(at, values) });
        else {
          const expected = values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
          out.push(typeProblem(abs, expected, describeValue(at, list)));
        }
        break;
      }
      case 'unrecognized_keys': {
        const allowed = keysOf(here());
        for (const key of issue.keys) out.push({ path: [...abs, key], message: 'unknown key', hint: suggestAllowed(key, allowed), at: 'key' });
        break;
      }
      case 'invalid_key':
        // The key itself is wrong (a record's key schema): say why, pointing at the key.
        out.push({ path: abs, message: issue.issues[0]?.message ?? 'invalid key', at: 'key' });
        break;
      case 'too_small': case 'too_big':
        out.push({ path: abs, message: rangeMessage(issue, here(), at), hint: otherValues(schemaAt(schema, path, value, false)) });
        break;
      case 'custom': {
        const params = (issue.params ?? {}) as { hint?: string; at?: 'key' | 'value' };
        out.push({ path: abs, message: issue.message, hint: params.hint, at: params.at });
        break;
      }
      default:
        out.push({ path: abs, message: issue.message.charAt(0).toLowerCase() + issue.message.slice(1) });
    }
  }
  return out;
}

/** A union failed as a whole: find the variant the value was meant for and explain that. */
function explainUnion(wrapped: z.ZodType | undefined, value: unknown, path: PathSegment[], source: IssueSource): Problem[] {
  if (!wrapped) return [{ path, message: 'invalid value' }];
  const union = unwrap(wrapped).inner;
  const picked = variantPickers.get(union)?.(value, path);
  if (picked && 'problem' in picked) {
    const { pointAt } = picked.problem;
    return [{ ...picked.problem, path: [...path, ...picked.problem.path], pointAt: pointAt && [...path, ...pointAt] }];
  }
  const variant = picked?.schema ?? unionOptions(union).find((option) => acceptsKind(option, kindOf(value)));
  const list = source.syntax === 'yaml' ? 'a list' : 'an array';
  if (!variant) {
    const expected = describeSchema(wrapped, list);
    return [typeProblem(path, expected, describeValue(value, list), exampleHint(path, examplesOf(wrapped), source))];
  }
  const result = variant.safeParse(value);
  if (result.success) return [];
  return explainIssues(chooseVariant(variant, value, path), value, result.error.issues, source, path);
}

function missing(path: PathSegment[], examples: unknown[], source: IssueSource): Problem {
  const key = String(path[path.length - 1]);
  const example = examples[0];
  const hint = example === undefined ? `add "${key}"` : `add it, e.g. ${writeEntry(key, example, source)}`;
  return { path, message: 'missing required key', hint, at: 'parent' };
}

function typeProblem(path: PathSegment[], expected: string, got: string, hint?: string): Problem {
  return { path, message: `expected ${expected}, got ${got}`, expected, got, hint };
}

function rangeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, schema: z.ZodType | undefined, value: unknown): string {
  if (issue.origin === 'array' || issue.origin === 'string' || issue.origin === 'set') {
    const what = issue.origin === 'string' ? 'characters' : 'entries';
    if (issue.code === 'too_small') return Number(issue.minimum) === 1 ? 'must not be empty' : `must have at least ${issue.minimum} ${what}`;
    return `must have at most ${issue.maximum} ${what}`;
  }
  const { min, max } = rangeOf(schema);
  // The bound on the side the value broke: 1e20 for a count "at least 1" breaks the safe-integer
  // ceiling every whole number has, and "must be at least 1, got 1e20" would read as nonsense.
  const range = min !== undefined && max !== undefined ? `between ${min} and ${max}`
    : issue.code === 'too_small' ? `at least ${min ?? issue.minimum}` : `at most ${max ?? issue.maximum}`;
  return `must be ${range}, got ${String(value)}`;
}

/**
 * For a number out of range at a key that also takes other values, the key's description,
 * which names them: feedOptions.limit 0 was meant as "no limit" or "no feed" more often than
 * not, and the answer (false or null: every post) is there.
 */
function otherValues(schema: z.ZodType | undefined): string | undefined {
  if (!schema || (unwrap(schema).inner as unknown as { _zod: { def: { type: string } } })._zod.def.type !== 'union') return undefined;
  for (let at: z.ZodType | undefined = schema; at; ) {
    const described = (at.meta() as { description?: string } | undefined)?.description;
    if (described) return described;
    const inner: z.ZodType | undefined = (at as unknown as { _zod: { def: { innerType?: z.ZodType } } })._zod.def.innerType;
    at = inner;
  }
  return undefined;
}

/** One problem as an OpdocsError at its file position. */
export function problemToError(problem: Problem, source: IssueSource): OpdocsError {
  const where = formatPath(problem.path);
  let message: string;
  let hint = problem.hint;
  if (source.syntax === 'json') message = where ? `${where}: ${problem.message}` : problem.message;
  else if (problem.expected && where) {
    message = `\`${where}\` must be ${problem.expected}, got ${problem.got}`;
    hint = hint ? `use ${problem.expected}, ${hint}` : `use ${problem.expected}`;
  } else if (where) message = problem.message.startsWith('must ') ? `\`${where}\` ${problem.message}` : `\`${where}\`: ${problem.message}`;
  else message = problem.message;
  const pos = problem.position
    ?? (problem.pointAt ? source.locate(problem.pointAt, 'value')
      : problem.at === 'parent' ? source.locate(problem.path.slice(0, -1), 'value')
        : source.locate(problem.path, problem.at ?? 'value'));
  return new OpdocsError({ file: source.file, ...pos, message: `${source.prefix ?? ''}${message}`, hint });
}
