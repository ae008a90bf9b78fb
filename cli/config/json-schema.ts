/**
 * Turns a schema-dsl node into draft-07 JSON Schema: a description per field, defaults and
 * examples, and `additionalProperties: false` on every object with known keys.
 */
import type { SchemaNode } from './schema-dsl';

type Json = Record<string, unknown>;

/** JSON Schema for one node (recursively). */
export function toJsonSchema(node: SchemaNode): Json {
  const out: Json = {};
  if (node.doc) out.description = node.doc;
  if (node.default !== undefined) out.default = node.default;
  if (node.examples?.length) out.examples = node.examples;
  return { ...out, ...shape(node) };
}

function shape(node: SchemaNode): Json {
  switch (node.kind) {
    case 'string': return { type: 'string' };
    case 'boolean': return { type: 'boolean' };
    case 'number': return {
      type: node.integer ? 'integer' : 'number',
      ...(node.min !== undefined ? { minimum: node.min } : {}),
      ...(node.max !== undefined ? { maximum: node.max } : {}),
    };
    case 'enum': return { type: 'string', enum: [...node.values] };
    case 'literal': return node.value === null ? { type: 'null' } : { const: node.value };
    case 'array': return { type: 'array', items: toJsonSchema(node.items) };
    case 'record': return { type: 'object', additionalProperties: toJsonSchema(node.values) };
    case 'object': {
      const required = Object.entries(node.fields).filter(([, f]) => f.required).map(([k]) => k);
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(node.fields).map(([k, f]) => [k, toJsonSchema(f)])),
        ...(required.length ? { required } : {}),
        additionalProperties: false,
      };
    }
    case 'union':
      // anyOf rather than oneOf: a link item and a dropdown may both omit "type".
      return { anyOf: Object.values(node.variants).map(toJsonSchema) };
    case 'oneOf':
      return { anyOf: node.options.map(toJsonSchema) };
  }
}
