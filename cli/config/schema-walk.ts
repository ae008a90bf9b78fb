/**
 * Reading a zod schema back, for error messages: the schema at a key path, its examples,
 * what JSON type it accepts and a short English name for it. Wrappers (optional, default,
 * pipe, …) are looked through, so callers see the schema the user's value meets.
 */
import * as z from 'zod';

/** A step in a key path: an object key or an array index. */
export type PathSegment = string | number;

type Def = { type: string; [key: string]: any };
const defOf = (schema: z.ZodType): Def => (schema as any)._zod.def as Def;

/** Picks the variant of a union for a value (navbar items are told apart by `type`). */
export type VariantPicker = (value: unknown, path: PathSegment[]) =>
  | { schema: z.ZodType }
  | { problem: { path: PathSegment[]; message: string; hint?: string; pointAt?: PathSegment[] } }
  | undefined;

/** Unions that choose their variant themselves rather than by JSON type. */
export const variantPickers = new WeakMap<z.ZodType, VariantPicker>();

/** The schema without optional/default/pipe/… wrappers, and the metadata seen on the way. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; examples?: unknown[]; expects?: string } {
  let inner = schema;
  let examples: unknown[] | undefined;
  let expects: string | undefined;
  for (;;) {
    const meta = inner.meta() as { examples?: unknown[]; expects?: string } | undefined;
    examples ??= meta?.examples;
    // `expects` names what a value should be, for unions whose parts say it badly ("a string or an object").
    expects ??= meta?.expects;
    const def = defOf(inner);
    if (def.innerType) inner = def.innerType;
    else if (def.type === 'pipe') inner = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return { inner, examples, expects };
  }
}

/** The (unwrapped) schema that checks the value at `path`, or undefined when none does. */
export function schemaAt(root: z.ZodType, path: PathSegment[], value: unknown, chooseLast = true): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  let current = value;
  for (const seg of path) {
    if (!schema) return undefined;
    schema = chooseVariant(unwrap(schema).inner, current, []);
    const def = defOf(schema);
    if (def.type === 'object') schema = def.shape[seg];
    else if (def.type === 'array') schema = def.element;
    else if (def.type === 'record') schema = def.valueType;
    else return undefined;
    current = (current as Record<PathSegment, unknown> | undefined)?.[seg];
  }
  if (!schema) return undefined;
  // Keep the wrappers (they carry descriptions and examples) unless a union must be resolved.
  const inner = unwrap(schema).inner;
  return chooseLast && defOf(inner).type === 'union' ? chooseVariant(inner, current, []) : schema;
}

/** For a union, the variant a value is meant for (by picker or JSON type); other schemas as they are. */
export function chooseVariant(schema: z.ZodType, value: unknown, path: PathSegment[]): z.ZodType {
  if (defOf(schema).type !== 'union') return schema;
  const picked = variantPickers.get(schema)?.(value, path);
  if (picked && 'schema' in picked) return unwrap(picked.schema).inner;
  const fitting = unionOptions(schema).find((option) => acceptsKind(option, kindOf(value)));
  return fitting ? unwrap(fitting).inner : schema;
}

/** The options of a union schema. */
export function unionOptions(schema: z.ZodType): z.ZodType[] {
  return defOf(schema).options as z.ZodType[];
}

/** Example values from the schema's metadata. */
export function examplesOf(schema: z.ZodType | undefined): unknown[] {
  return schema ? unwrap(schema).examples ?? [] : [];
}

/** Keys an object schema allows, or [] for anything else. */
export function keysOf(schema: z.ZodType | undefined): string[] {
  const def = schema && defOf(unwrap(schema).inner);
  return def?.type === 'object' ? Object.keys(def.shape) : [];
}

/** Bounds of a number schema, ignoring the safe-integer limits every z.int() carries. */
export function rangeOf(schema: z.ZodType | undefined): { min?: number; max?: number } {
  const inner = schema && (unwrap(schema).inner as z.ZodNumber);
  if (!inner || defOf(inner).type !== 'number') return {};
  const limit = (n: number | null | undefined) => (n === null || n === undefined || !Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);
  return { min: limit(inner.minValue), max: limit(inner.maxValue) };
}

/** JSON type names: "string", "number", "boolean", "null", "object", "array". */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'string';
  return typeof value;
}

/** Whether the schema could accept a value of this JSON type. */
export function acceptsKind(schema: z.ZodType, kind: string): boolean {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'union': return unionOptions(inner).some((option) => acceptsKind(option, kind));
    case 'literal': return (def.values as unknown[]).some((v) => kindOf(v) === kind);
    case 'enum': return kind === 'string';
    case 'record': return kind === 'object';
    case 'date': return kind === 'string';
    case 'unknown': case 'any': return true;
    default: return def.type === kind;
  }
}

/** Short English for what a schema accepts: "a string", "true or false", `one of "a", "b"`. */
export function describeSchema(schema: z.ZodType, list = 'an array'): string {
  const { inner, expects } = unwrap(schema);
  if (expects) return expects;
  const def = defOf(inner);
  switch (def.type) {
    case 'string': return 'a string';
    case 'number': return (inner as z.ZodNumber).isInt ? 'a whole number' : 'a number';
    case 'boolean': return 'true or false';
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      return values.length === 1 ? JSON.stringify(values[0]) : `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    case 'literal': return (def.values as unknown[]).map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(' or ');
    case 'array': return list;
    case 'object': case 'record': return 'an object';
    case 'date': return 'a date';
    case 'union': return unionOptions(inner).map((option) => describeSchema(option, list)).join(' or ');
    default: return def.type;
  }
}

/** How a value is named in "got …": strings quoted, containers by kind. */
export function describeValue(value: unknown, list = 'an array'): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return list;
  if (value !== null && typeof value === 'object') return 'an object';
  // JSON would print NaN and Infinity (YAML's .nan, .inf) as null.
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** The value at a key path, or undefined. */
export function valueAt(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (const seg of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathSegment, unknown>)[seg];
  }
  return current;
}

/** `navbar.items[3].type`; keys that are not plain names are quoted: `docs.versions["1.0"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
