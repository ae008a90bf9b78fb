/**
 * Walks a jsonc-parser tree against a schema node (schema-dsl.ts): returns the plain value with
 * defaults filled and `${NAME}` replaced, and records every problem with its line and column.
 * Keeps going after a problem so one run reports them all.
 */
import { findNodeAtLocation, type Node as JsonNode } from 'jsonc-parser';
import { OpdocsError, positionAt } from '../errors';
import { suggestAllowed } from './did-you-mean';
import { interpolateEnv } from './interpolate-env';
import { describeNode, type ObjectNode, type PathSegment, type Problem, type SchemaNode, type UnionNode } from './schema-dsl';

/** The key is not there (or is an unset `"${NAME}"`): defaults apply. */
export const ABSENT = Symbol('absent');
/** The value was wrong; a problem has been recorded. */
export const INVALID = Symbol('invalid');

/** Where problems go, and what the positions refer to. */
export interface ValidateContext {
  text: string;
  file: string;
  env: Record<string, string | undefined>;
  errors: OpdocsError[];
}

/** `navbar.items[3].type`; keys that are not plain names are quoted: `docs.versions["1.0"]`. */
export function formatPath(path: PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** Records one problem at `offset`, prefixing the message with the key path. */
export function report(ctx: ValidateContext, path: PathSegment[], offset: number, message: string, hint?: string): void {
  const { line, column } = positionAt(ctx.text, offset);
  const where = formatPath(path);
  ctx.errors.push(new OpdocsError({ file: ctx.file, line, column, message: where ? `${where}: ${message}` : message, hint }));
}

/** Validates `node` (undefined when the key is missing) against `schema`. */
export function validateValue(schema: SchemaNode, node: JsonNode | undefined, path: PathSegment[], ctx: ValidateContext): unknown {
  if (!node) return ABSENT;
  let scalar: unknown = node.value;
  if (node.type === 'string') {
    const result = interpolateEnv(node.value as string, ctx.env);
    if (result.kind === 'absent') return ABSENT;
    if (result.kind === 'unset') {
      report(ctx, path, node.offset, `environment variable ${result.names.map((n) => `"${n}"`).join(', ')} is not set`,
        'set it, or write the whole value as "${NAME}" so an unset variable leaves the key out');
      return INVALID;
    }
    scalar = result.value;
  }
  const value = validateKind(schema, node, scalar, path, ctx);
  if (value === INVALID || !schema.check) return value;
  const problems = schema.check(value as never);
  for (const problem of problems) reportProblem(ctx, node, path, problem);
  return problems.length ? INVALID : value;
}

function reportProblem(ctx: ValidateContext, node: JsonNode, path: PathSegment[], problem: Problem): void {
  const sub = problem.path ?? [];
  let target = sub.length ? findNodeAtLocation(node, sub) ?? node : node;
  if (problem.at === 'key' && target !== node && target.parent?.type === 'property') target = target.parent.children![0];
  report(ctx, [...path, ...sub], target.offset, problem.message, problem.hint);
}

function validateKind(schema: SchemaNode, node: JsonNode, scalar: unknown, path: PathSegment[], ctx: ValidateContext): unknown {
  switch (schema.kind) {
    case 'string':
      return typeof scalar === 'string' ? scalar : typeError(schema, node, path, ctx);
    case 'boolean':
      return typeof scalar === 'boolean' ? scalar : typeError(schema, node, path, ctx);
    case 'literal':
      return scalar === schema.value && node.type !== 'string' ? scalar : typeError(schema, node, path, ctx);
    case 'enum':
      if (typeof scalar !== 'string') return typeError(schema, node, path, ctx);
      if (schema.values.includes(scalar)) return scalar;
      report(ctx, path, node.offset, `unknown value ${JSON.stringify(scalar)}`, suggestAllowed(scalar, schema.values));
      return INVALID;
    case 'number':
      return validateNumber(schema, node, scalar, path, ctx);
    case 'array': {
      if (node.type !== 'array') return typeError(schema, node, path, ctx);
      const out: unknown[] = [];
      let ok = true;
      (node.children ?? []).forEach((child, i) => {
        const item = validateValue(schema.items, child, [...path, i], ctx);
        if (item === INVALID) ok = false;
        else if (item !== ABSENT) out.push(item);
      });
      return ok ? out : INVALID;
    }
    case 'record': {
      if (node.type !== 'object') return typeError(schema, node, path, ctx);
      const out: Record<string, unknown> = {};
      let ok = true;
      for (const [key, , valueNode] of properties(node)) {
        const item = validateValue(schema.values, valueNode, [...path, key], ctx);
        if (item === INVALID) ok = false;
        else if (item !== ABSENT) out[key] = item;
      }
      return ok ? out : INVALID;
    }
    case 'object':
      return node.type === 'object' ? validateObject(schema, node, path, ctx) : typeError(schema, node, path, ctx);
    case 'union':
      return node.type === 'object' ? validateUnion(schema, node, path, ctx) : typeError(schema, node, path, ctx);
    case 'oneOf':
      return validateOneOf(schema.options, node, path, ctx) ?? typeError(schema, node, path, ctx);
  }
}

function validateNumber(schema: SchemaNode & { kind: 'number' }, node: JsonNode, scalar: unknown, path: PathSegment[], ctx: ValidateContext): unknown {
  if (typeof scalar !== 'number' || (schema.integer && !Number.isInteger(scalar))) return typeError(schema, node, path, ctx);
  const { min, max } = schema;
  if ((min !== undefined && scalar < min) || (max !== undefined && scalar > max)) {
    const range = min !== undefined && max !== undefined ? `between ${min} and ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
    report(ctx, path, node.offset, `must be ${range}, got ${scalar}`);
    return INVALID;
  }
  return scalar;
}

/** [key, key node, value node] for each property of an object node. */
function properties(node: JsonNode): [string, JsonNode, JsonNode | undefined][] {
  return (node.children ?? []).map((prop) => [prop.children![0].value as string, prop.children![0], prop.children![1]]);
}

function validateObject(schema: ObjectNode, node: JsonNode, path: PathSegment[], ctx: ValidateContext): unknown {
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  const invalid = new Set<string>();
  const allowed = Object.keys(schema.fields);
  // Keys written as an unset "${NAME}": present in the file, absent in the value.
  const envAbsent = new Map<string, JsonNode>();
  for (const [key, keyNode, valueNode] of properties(node)) {
    if (seen.has(key)) {
      report(ctx, [...path, key], keyNode.offset, 'duplicate key', 'remove one of the two; JSON keeps only the last');
      invalid.add(key);
      continue;
    }
    seen.add(key);
    const field = schema.fields[key];
    if (!field) {
      report(ctx, [...path, key], keyNode.offset, 'unknown key', suggestAllowed(key, allowed));
      invalid.add(key);
      continue;
    }
    const value = validateValue(field, valueNode, [...path, key], ctx);
    if (value === INVALID) invalid.add(key);
    else if (value !== ABSENT) out[key] = value;
    else if (valueNode) envAbsent.set(key, valueNode);
  }
  for (const [key, field] of Object.entries(schema.fields)) {
    if (key in out || invalid.has(key)) continue;
    if (field.default !== undefined) out[key] = structuredClone(field.default);
    else if (field.kind === 'object' && field.fill) {
      const empty = { type: 'object', offset: node.offset, length: 0, children: [] } as unknown as JsonNode;
      const value = validateValue(field, empty, [...path, key], ctx);
      if (value === INVALID) invalid.add(key);
      else out[key] = value;
    } else if (field.required) {
      const example = field.examples?.[0];
      const envValue = envAbsent.get(key);
      if (envValue) {
        report(ctx, [...path, key], envValue.offset, 'missing required key',
          `environment variable ${String(envValue.value).slice(2, -1)} is not set; set it, or write the value itself`);
      } else {
        report(ctx, [...path, key], node.offset, 'missing required key',
          example === undefined ? `add "${key}"` : `add it, e.g. "${key}": ${JSON.stringify(example)}`);
      }
      invalid.add(key);
    }
  }
  return invalid.size ? INVALID : out;
}

function validateUnion(schema: UnionNode, node: JsonNode, path: PathSegment[], ctx: ValidateContext): unknown {
  const props = properties(node);
  const typeNode = props.find(([key]) => key === 'type')?.[2];
  const names = Object.keys(schema.variants);
  let name: string;
  if (typeNode) {
    if (typeNode.type !== 'string') return typeError({ kind: 'enum', values: names }, typeNode, [...path, 'type'], ctx);
    name = typeNode.value as string;
  } else {
    name = schema.implicitType(props.map(([key]) => key));
  }
  const forbidden = schema.forbidden?.[name];
  if (forbidden) {
    report(ctx, path, (typeNode ?? node).offset, forbidden.message, forbidden.hint);
    return INVALID;
  }
  const variant = schema.variants[name];
  if (!variant) {
    report(ctx, [...path, 'type'], typeNode!.offset, `unknown value ${JSON.stringify(name)}`, suggestAllowed(name, names));
    return INVALID;
  }
  const value = validateValue(variant, node, path, ctx);
  if (value === INVALID) return INVALID;
  return { ...(value as object), type: name };
}

/** Tries the options whose JSON type fits; undefined when none fits. */
function validateOneOf(options: SchemaNode[], node: JsonNode, path: PathSegment[], ctx: ValidateContext): unknown {
  const fitting = options.filter((option) => fits(option, node));
  if (!fitting.length) return undefined;
  let firstErrors: OpdocsError[] | undefined;
  let firstValue: unknown;
  for (const option of fitting) {
    const scratch = { ...ctx, errors: [] as OpdocsError[] };
    const value = validateValue(option, node, path, scratch);
    if (!scratch.errors.length) return value;
    if (!firstErrors) [firstErrors, firstValue] = [scratch.errors, value];
  }
  ctx.errors.push(...firstErrors!);
  return firstValue;
}

function fits(schema: SchemaNode, node: JsonNode): boolean {
  switch (schema.kind) {
    case 'string': case 'enum': return node.type === 'string';
    case 'number': return node.type === 'number';
    case 'boolean': return node.type === 'boolean';
    case 'literal': return node.type === (schema.value === null ? 'null' : 'boolean');
    case 'array': return node.type === 'array';
    case 'oneOf': return schema.options.some((option) => fits(option, node));
    default: return node.type === 'object';
  }
}

function typeError(schema: SchemaNode, node: JsonNode, path: PathSegment[], ctx: ValidateContext): typeof INVALID {
  const got = node.type === 'object' ? 'an object' : node.type === 'array' ? 'an array' : JSON.stringify(node.value);
  const example = schema.examples?.[0];
  const key = path[path.length - 1];
  const hint = example === undefined ? undefined
    : typeof key === 'string' ? `e.g. "${key}": ${JSON.stringify(example)}` : `e.g. ${JSON.stringify(example)}`;
  report(ctx, path, node.offset, `expected ${describeNode(schema)}, got ${got}`, hint);
  return INVALID;
}
