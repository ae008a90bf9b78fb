/**
 * A tiny schema language for site.config.json: plain data nodes that one walker validates (with
 * source positions, see validate.ts) and another turns into JSON Schema (json-schema.ts).
 * It knows nothing about opdocs; the site's schema lives in schema.ts.
 */

/** A step in a key path: an object key or an array index. */
export type PathSegment = string | number;

/** A problem found by a node's `check`, located relative to the checked value. */
export interface Problem {
  /** Path below the checked value; empty or absent means the value itself. */
  path?: PathSegment[];
  message: string;
  hint?: string;
  /** Point at the key of `path` rather than its value (default "value"). */
  at?: 'key' | 'value';
}

interface BaseNode<T> {
  /** Reference text: the JSON Schema `description` and the editor hover. */
  doc?: string;
  /** Filled in when the key is absent. */
  default?: unknown;
  /** Example values, used in hints ("e.g. …") and in the JSON Schema. */
  examples?: unknown[];
  /** The key must be present (as an object field). */
  required?: boolean;
  /** Extra rules that need the whole (already type-checked) value. */
  check?: (value: T) => Problem[];
}

export interface StringNode extends BaseNode<string> { kind: 'string' }
export interface NumberNode extends BaseNode<number> { kind: 'number'; min?: number; max?: number; integer?: boolean }
export interface BooleanNode extends BaseNode<boolean> { kind: 'boolean' }
export interface EnumNode extends BaseNode<string> { kind: 'enum'; values: readonly string[] }
/** Exactly `null` or a boolean constant, e.g. `false` meaning "off". */
export interface LiteralNode extends BaseNode<null | boolean> { kind: 'literal'; value: null | boolean }
export interface ArrayNode extends BaseNode<unknown[]> { kind: 'array'; items: SchemaNode }
/** An object with free keys and one value shape. */
export interface RecordNode extends BaseNode<Record<string, unknown>> { kind: 'record'; values: SchemaNode }
/** An object with known keys; any other key is an error. */
export interface ObjectNode extends BaseNode<Record<string, unknown>> {
  kind: 'object';
  fields: Record<string, SchemaNode>;
  /** When absent, validate `{}` instead, so nested defaults are filled. */
  fill?: boolean;
}
/** Objects told apart by their `type` key; the chosen variant name is written back to `type`. */
export interface UnionNode extends BaseNode<Record<string, unknown>> {
  kind: 'union';
  variants: Record<string, ObjectNode>;
  /** Variant to use when `type` is absent, from the keys present. */
  implicitType: (keys: string[]) => string;
  /** Variant names that are known but not allowed here → error message. */
  forbidden?: Record<string, { message: string; hint?: string }>;
}
/** The first option whose JSON type fits the value decides. */
export interface OneOfNode extends BaseNode<unknown> { kind: 'oneOf'; options: SchemaNode[] }

/** Any schema node. */
export type SchemaNode =
  | StringNode | NumberNode | BooleanNode | EnumNode | LiteralNode
  | ArrayNode | RecordNode | ObjectNode | UnionNode | OneOfNode;

type Opts<N> = Omit<N, 'kind'>;

/** Builders, so the schema reads as a list of fields. */
export const s = {
  string: (o: Opts<StringNode> = {}): StringNode => ({ kind: 'string', ...o }),
  number: (o: Opts<NumberNode> = {}): NumberNode => ({ kind: 'number', ...o }),
  boolean: (o: Opts<BooleanNode> = {}): BooleanNode => ({ kind: 'boolean', ...o }),
  enum: (values: readonly string[], o: Omit<Opts<EnumNode>, 'values'> = {}): EnumNode => ({ kind: 'enum', values, ...o }),
  literal: (value: null | boolean, o: Omit<Opts<LiteralNode>, 'value'> = {}): LiteralNode => ({ kind: 'literal', value, ...o }),
  array: (items: SchemaNode, o: Omit<Opts<ArrayNode>, 'items'> = {}): ArrayNode => ({ kind: 'array', items, ...o }),
  record: (values: SchemaNode, o: Omit<Opts<RecordNode>, 'values'> = {}): RecordNode => ({ kind: 'record', values, ...o }),
  object: (fields: Record<string, SchemaNode>, o: Omit<Opts<ObjectNode>, 'fields'> = {}): ObjectNode =>
    ({ kind: 'object', fields, ...o }),
  union: (o: Opts<UnionNode>): UnionNode => ({ kind: 'union', ...o }),
  oneOf: (options: SchemaNode[], o: Omit<Opts<OneOfNode>, 'options'> = {}): OneOfNode => ({ kind: 'oneOf', options, ...o }),
};

/** Short English for what a node accepts, used in "expected …, got …" messages. */
export function describeNode(node: SchemaNode): string {
  switch (node.kind) {
    case 'string': return 'a string';
    case 'number': return node.integer ? 'a whole number' : 'a number';
    case 'boolean': return 'true or false';
    case 'enum': return node.values.length === 1 ? JSON.stringify(node.values[0]) : `one of ${node.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'literal': return String(node.value);
    case 'array': return 'an array';
    case 'record': case 'object': case 'union': return 'an object';
    case 'oneOf': return node.options.map(describeNode).join(' or ');
  }
}
