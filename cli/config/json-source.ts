/**
 * A JSON file as a plain value plus the positions of its keys and values (jsonc-parser's
 * tree), with `${NAME}` pieces of strings replaced from the environment on the way.
 */
import { findNodeAtLocation, type Node as JsonNode } from 'jsonc-parser';
import { interpolateEnv } from './interpolate-env.js';
import type { Problem } from './schema-errors.js';
import type { PathSegment } from './schema-walk.js';
import { createLineIndex } from '../errors.js';
import { setOwn } from '../own-keys.js';

/** The value of a JSON tree and what happened while reading it. */
export interface JsonValue {
  value: unknown;
  /** Duplicate keys and unset variables inside longer strings; their keys are left out of `value`. */
  problems: Problem[];
  /** Keys written as a whole `"${NAME}"` with NAME unset (left out of `value`) → NAME. */
  envAbsent: Map<string, string>;
  locate(path: PathSegment[], at: 'key' | 'value'): { line: number; column: number };
}

/** Reads a jsonc-parser tree; `env` undefined means no `${NAME}` replacement. */
export function readJsonTree(root: JsonNode, text: string, env?: Record<string, string | undefined>): JsonValue {
  const problems: Problem[] = [];
  const envAbsent = new Map<string, string>();
  const absent = Symbol('absent');
  const positionAt = createLineIndex(text).position;

  const read = (node: JsonNode, path: PathSegment[]): unknown => {
    switch (node.type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        const seen = new Set<string>();
        for (const prop of node.children ?? []) {
          const [keyNode, valueNode] = prop.children ?? [];
          const key = keyNode.value as string;
          if (seen.has(key)) {
            problems.push({ path: [...path, key], position: positionAt(keyNode.offset), message: 'duplicate key', hint: 'remove one of the two; JSON keeps only the last' });
            continue;
          }
          seen.add(key);
          if (!valueNode) continue;
          const value = read(valueNode, [...path, key]);
          // Defined, not assigned: `out["__proto__"] = …` would swap the prototype and hide the key.
          if (value !== absent) setOwn(out, key, value);
        }
        return out;
      }
      case 'array':
        return (node.children ?? []).map((child, i) => read(child, [...path, i])).filter((v) => v !== absent);
      case 'string': {
        if (!env) return node.value;
        const result = interpolateEnv(node.value as string, env);
        if (result.kind === 'value') return result.value;
        if (result.kind === 'absent') envAbsent.set(JSON.stringify(path), result.name);
        else {
          problems.push({
            path, message: `environment variable ${result.names.map((n) => `"${n}"`).join(', ')} is not set`,
            hint: 'set it, or write the whole value as "${NAME}" so an unset variable leaves the key out',
          });
        }
        return absent;
      }
      default:
        return node.value;
    }
  };

  return {
    value: read(root, []),
    problems,
    envAbsent,
    locate(path, at) {
      // A key that is absent from the value may still be in the file (an unset "${NAME}").
      for (let n = path.length; n >= 0; n--) {
        const node = findNodeAtLocation(root, path.slice(0, n));
        if (!node) continue;
        const keyNode = at === 'key' && n === path.length && node.parent?.type === 'property' ? node.parent.children![0] : node;
        return positionAt(keyNode.offset);
      }
      return { line: 1, column: 1 };
    },
  };
}

/** Deepest nesting of a JSON text that opdocs reads; no real config comes near it. */
export const MAX_JSON_DEPTH = 200;

/**
 * Offset of the first `[` or `{` nested deeper than `limit`, or -1. Checked before parsing:
 * the parser and the schema check recurse per level, and a few thousand levels overflow the stack.
 */
export function findTooDeep(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}
