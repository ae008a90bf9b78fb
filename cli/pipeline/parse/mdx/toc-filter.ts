/**
 * `toc.filter((node) => …)` in an MDX attribute: the function becomes a predicate written as data
 * (runtime/islands/toc-filter.ts), applied to the page's headings where the TOC renders. It may
 * compare the heading's `level`, `value` and `id` with literals and the file's own values, with
 * `&&`, `||`, `!`, and `includes`, `startsWith`, `endsWith`; anything else is reported.
 */
import type { Expression, Node as EstreeNode, Pattern } from 'estree';
import type { TocField, TocPredicate } from '../../../../runtime/islands/toc-filter';
import { evaluateStatic, type EvalScope } from './static-value';

/** The predicate, or why the function cannot be one. */
export type TocFilterResult = { ok: true; predicate: TocPredicate } | { ok: false; why: string };

const FIELDS = new Set<string>(['level', 'value', 'id']);
const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);
const METHODS = new Set(['includes', 'startsWith', 'endsWith']);

class NotPredicate extends Error {}

/** Reads the function given to `toc.filter`. */
export function compileTocFilter(fn: EstreeNode, scope: EvalScope): TocFilterResult {
  if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return { ok: false, why: '`toc.filter` with something other than a function' };
  if (fn.params.length > 1) return { ok: false, why: '`toc.filter` with a function of more than one parameter' };
  const body = fn.body.type !== 'BlockStatement' ? fn.body
    : fn.body.body.length === 1 && fn.body.body[0].type === 'ReturnStatement' ? fn.body.body[0].argument : null;
  if (!body) return { ok: false, why: '`toc.filter` with a function whose body is more than `return …`' };
  try {
    // Names of the heading inside the function: `node` (node.level) or destructured `{ level }`.
    const { whole, fields } = readParam(fn.params[0]);
    // The file's own values stay visible; the parameter's names shadow them.
    const outer: EvalScope = { ...scope, bindings: new Map([...scope.bindings].filter(([name]) => name !== whole && !fields.has(name))) };
    return { ok: true, predicate: compile(body, whole, fields, outer) };
  } catch (err) {
    if (err instanceof NotPredicate) return { ok: false, why: `\`toc.filter\` with ${err.message}` };
    throw err;
  }
}

function readParam(param: Pattern | undefined): { whole: string | null; fields: Map<string, TocField> } {
  const fields = new Map<string, TocField>();
  if (!param) return { whole: null, fields };
  if (param.type === 'Identifier') return { whole: param.name, fields };
  if (param.type !== 'ObjectPattern') throw new NotPredicate('a parameter pattern other than a name or `{ level, value, id }`');
  for (const prop of param.properties) {
    const key = prop.type === 'Property' && !prop.computed && prop.key.type === 'Identifier' ? prop.key.name : null;
    if (!key || !FIELDS.has(key) || prop.type !== 'Property' || prop.value.type !== 'Identifier') throw new NotPredicate('a parameter pattern other than a name or `{ level, value, id }`');
    fields.set(prop.value.name, key as TocField);
  }
  return { whole: null, fields };
}

function compile(node: EstreeNode, whole: string | null, fields: Map<string, TocField>, scope: EvalScope): TocPredicate {
  const next = (child: EstreeNode) => compile(child, whole, fields, scope);
  if (node.type === 'Identifier' && fields.has(node.name)) return { field: fields.get(node.name)! };
  if (node.type === 'Identifier' && node.name === whole) throw new NotPredicate('the heading used whole, not one of its fields (level, value, id)');
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === whole) {
    const key = !node.computed && node.property.type === 'Identifier' ? node.property.name : null;
    if (!key || !FIELDS.has(key)) throw new NotPredicate(`a field of the heading other than level, value or id${key ? ` (\`${key}\`)` : ''}`);
    return { field: key as TocField };
  }
  if (node.type === 'BinaryExpression' && COMPARISONS.has(node.operator)) {
    return { op: node.operator as '===', left: next(node.left), right: next(node.right) };
  }
  if (node.type === 'LogicalExpression' && node.operator !== '??') return { op: node.operator, left: next(node.left), right: next(node.right) };
  if (node.type === 'UnaryExpression' && node.operator === '!') return { op: '!', arg: next(node.argument) };
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.type === 'Identifier'
    && METHODS.has(node.callee.property.name) && node.arguments.length === 1 && node.arguments[0].type !== 'SpreadElement' && node.callee.object.type !== 'Super') {
    return { call: node.callee.property.name as 'includes', on: next(node.callee.object), arg: next(node.arguments[0]) };
  }
  // Anything else must be known without the heading: a literal, or a value of the file.
  const value = evaluateStatic(node as Expression, scope);
  if (!value.ok) throw new NotPredicate(value.why);
  const lit = value.value;
  if (lit === null || ['string', 'number', 'boolean'].includes(typeof lit) || (Array.isArray(lit) && lit.every((v) => v === null || typeof v !== 'object'))) {
    return { lit: lit as string };
  }
  throw new NotPredicate('a value that is not a string, number, boolean or list of them');
}
