/**
 * YAML reads `title: 2024` as a number and `title: 2024-01-01` as a date. Where the schema wants
 * text, Docusaurus takes such values as text, so we turn them back into the text the author
 * typed (`1.10` stays "1.10", not "1.1") before the schema check.
 */
import type * as z from 'zod';
import { chooseVariant, unwrap, unionOptions, type PathSegment } from './schema-walk.js';
import { setOwn } from '../own-keys.js';

/** The source text of the scalar at a key path, when the YAML text is at hand. */
export type ScalarSource = (path: PathSegment[]) => string | undefined;

const typeOf = (schema: z.ZodType): string => ((schema as any)._zod.def as { type: string }).type;

/** Whether any option of the schema is a type of this name ("string", "number", "date"). */
function offers(schema: z.ZodType, type: string): boolean {
  const { inner } = unwrap(schema);
  const own = typeOf(inner);
  return own === 'union' ? unionOptions(inner).some((option) => offers(option, type)) : own === type;
}

/** A number or date that sits where the schema takes a string, but not a number or date. */
function wantsText(schema: z.ZodType, value: number | Date): boolean {
  if (!offers(schema, 'string')) return false;
  return typeof value === 'number' ? !offers(schema, 'number') : !offers(schema, 'date');
}

// A plain decimal number, as a quoted `sidebar_position: "3"` holds; not "", "0x10" or "1e999".
const DECIMAL = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/**
 * A quoted number or "true"/"false" where the schema takes only a number or only a boolean:
 * Docusaurus' front matter check converts such text (`sidebar_position: "3"`,
 * `hide_table_of_contents: "false"`), so a site that builds there builds here. Any other text
 * is left for the schema check to report.
 */
function quotedScalar(schema: z.ZodType, value: string): unknown {
  if (offers(schema, 'string')) return value;
  if (offers(schema, 'number') && DECIMAL.test(value) && Number.isFinite(Number(value))) return Number(value);
  if (offers(schema, 'boolean') && /^(?:true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return value;
}

/**
 * A copy of `value` where each number or date in a string-only place is the text it was
 * written as (or String() of it, when `sourceAt` cannot tell), and each quoted number or
 * boolean in a number- or boolean-only place is that value (quotedScalar). Other values are
 * left for the schema check to judge; an unquoted boolean stays a boolean, as in Docusaurus.
 */
export function resolveTextScalars(schema: z.ZodType, value: unknown, sourceAt: ScalarSource, path: PathSegment[] = []): unknown {
  if (typeof value === 'string') return quotedScalar(schema, value);
  if (typeof value === 'number' || value instanceof Date) {
    if (!wantsText(schema, value)) return value;
    return sourceAt(path) ?? (value instanceof Date ? value.toISOString() : String(value));
  }
  if (value === null || typeof value !== 'object') return value;
  const inner = chooseVariant(unwrap(schema).inner, value, path);
  const def = (inner as any)._zod.def as { type: string; element?: z.ZodType; shape?: Record<string, z.ZodType>; valueType?: z.ZodType };
  if (Array.isArray(value)) {
    const element = def.type === 'array' ? def.element : undefined;
    return element ? value.map((item, i) => resolveTextScalars(element, item, sourceAt, [...path, i])) : value;
  }
  if (def.type !== 'object' && def.type !== 'record') return value;
  // Spread keeps a `__proto__` key as plain data; only the schema's own keys are written back.
  const out: Record<string, unknown> = { ...value };
  for (const [key, item] of Object.entries(value)) {
    const child = def.type === 'object' ? (Object.hasOwn(def.shape ?? {}, key) ? def.shape?.[key] : undefined) : def.valueType;
    const resolved = child ? resolveTextScalars(child, item, sourceAt, [...path, key]) : item;
    if (resolved !== item) setOwn(out, key, resolved);
  }
  return out;
}
