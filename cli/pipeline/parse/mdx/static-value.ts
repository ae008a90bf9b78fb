/**
 * Evaluates the JavaScript an MDX file holds in attributes and `{…}` without running it:
 * literals, arrays and objects of literals, template strings, values exported by the file
 * (and a partial's `props`), conditions (`? :`, `&&`, `||`, `??`, comparisons), `useBaseUrl('/x')`
 * and `require('./img.png').default`. Anything else is "not static", and
 * the caller reports it with the source text, never guesses.
 */
import type { Expression, Node as EstreeNode, Program, SpreadElement } from 'estree';
import { IMPORT_REF, isImportRef, isPageToc } from '../../../../runtime/islands/import-ref';
import { filteredPageToc, slicedPageToc } from '../../../../runtime/islands/page-toc';
import { compileTocFilter } from './toc-filter';
import { binary } from './static-operators';

/** An image or file an MDX file imports (`import logo from './logo.png'`, `require(…)`). */
export interface AssetRef { kind: 'asset'; spec: string }

/** What a name can stand for in an expression. */
export type Binding =
  | { kind: 'value'; value: unknown }
  | AssetRef
  | { kind: 'useBaseUrl' }
  /** A value a module exports (`import { faBook } from '…'`), passed to a component as a reference. */
  | { kind: 'import'; name: string }
  | { kind: 'other'; why: string };

/** A static value, or why the expression is not one. */
export type StaticResult = { ok: true; value: unknown } | { ok: false; why: string };

/** How evaluation sees the file: its bindings and its base URL. */
export interface EvalScope {
  bindings: Map<string, Binding>;
  baseUrl: string;
  /**
   * Where `require(spec)` points, as an image path relative to the file (`@site/static/a.png`,
   * an alias or `/static/a.png` → `../static/a.png`); unset: the spec as written.
   */
  assetSpec?: (spec: string) => string;
}

const fail = (why: string): StaticResult => ({ ok: false, why });

/**
 * Marks an object whose missing properties read as undefined, as in JavaScript: a partial's
 * `props` (an attribute left out is simply not there). Other objects (exported consts) report
 * a missing property, which is most likely a typo.
 */
export const OPEN_OBJECT = Symbol('opdocs open object');
const ok = (value: unknown): StaticResult => ({ ok: true, value });

/** The single expression of an MDX `{…}` program; null for an empty one or a comment only. */
export function getProgramExpression(program: Program | undefined): Expression | null | undefined {
  if (!program) return undefined;
  const first = program.body[0];
  if (!first) return null;
  // More than one statement is no expression (and would run more than it shows as code).
  return first.type === 'ExpressionStatement' && program.body.length === 1 ? first.expression : undefined;
}

/**
 * `useBaseUrl(path)` at build time, by the rules of the theme's useBaseUrl: the base URL before
 * any site path, with or without its leading slash (`img/a.png` is the static file too), unless
 * the path starts with the base already; anchors and URLs with a scheme stay as they are.
 */
export function applyBaseUrl(baseUrl: string, path: string): string {
  if (!path || path.startsWith('#') || /^(?:[a-z][\w+.-]*:|\/\/)/i.test(path) || path.startsWith(baseUrl)) return path;
  if (path === baseUrl.replace(/\/$/, '')) return baseUrl;
  return baseUrl + path.replace(/^\//, '');
}

/** Evaluates `node` in `scope`. */
export function evaluateStatic(node: EstreeNode, scope: EvalScope): StaticResult {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? fail('a regular expression or BigInt') : ok(node.value);
    case 'TemplateLiteral': {
      let out = node.quasis[0].value.cooked ?? '';
      for (let i = 0; i < node.expressions.length; i++) {
        const part = evaluateStatic(node.expressions[i], scope);
        if (!part.ok) return part;
        // Its text is known only where the page runs, not '[object Object]'.
        if (isImportRef(part.value) || isAssetRef(part.value)) return fail('a value imported from a module, in a template string');
        out += String(part.value) + (node.quasis[i + 1].value.cooked ?? '');
      }
      return ok(out);
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const item of node.elements) {
        if (!item) return fail('an array with holes');
        const value = evaluateSpreadable(item, scope);
        if (!value.ok) return value;
        if (item.type === 'SpreadElement' && !Array.isArray(value.value)) return fail('a spread of something that is not a literal array');
        if (item.type === 'SpreadElement') out.push(...(value.value as unknown[]));
        else out.push(value.value);
      }
      return ok(out);
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const prop of node.properties) {
        if (prop.type === 'SpreadElement') {
          const spread = evaluateSpreadable(prop, scope);
          if (!spread.ok) return spread;
          Object.assign(out, spread.value);
          continue;
        }
        if (prop.kind !== 'init' || prop.method) return fail('an object with methods or getters');
        const key = prop.computed ? evaluateStatic(prop.key, scope) : ok(prop.key.type === 'Identifier' ? prop.key.name : (prop.key as { value?: unknown }).value);
        if (!key.ok) return key;
        const value = evaluateStatic(prop.value, scope);
        if (!value.ok) return value;
        out[String(key.value)] = value.value;
      }
      return ok(out);
    }
    case 'UnaryExpression': {
      const arg = evaluateStatic(node.argument, scope);
      if (!arg.ok) return arg;
      if (node.operator === '-' && typeof arg.value === 'number') return ok(-arg.value);
      if (node.operator === '+' && typeof arg.value === 'number') return ok(arg.value);
      if (node.operator === '!') return ok(!arg.value);
      return fail(`the operator ${node.operator}`);
    }
    case 'ConditionalExpression': {
      const test = evaluateStatic(node.test, scope);
      if (!test.ok) return test;
      return evaluateStatic(test.value ? node.consequent : node.alternate, scope);
    }
    case 'LogicalExpression': {
      const left = evaluateStatic(node.left, scope);
      if (!left.ok) return left;
      const done = node.operator === '&&' ? !left.value : node.operator === '||' ? !!left.value : left.value !== null && left.value !== undefined;
      return done ? left : evaluateStatic(node.right, scope);
    }
    case 'BinaryExpression': {
      if (node.left.type === 'PrivateIdentifier') return fail('a private name');
      const left = evaluateStatic(node.left, scope);
      if (!left.ok) return left;
      const right = evaluateStatic(node.right, scope);
      if (!right.ok) return right;
      return binary(node.operator, left.value, right.value);
    }
    case 'Identifier':
      return evaluateIdentifier(node.name, scope);
    case 'CallExpression':
      return evaluateCall(node, scope);
    case 'MemberExpression': {
      // `require('./x.png').default` is how Docusaurus docs write an image import inline.
      if (node.object.type === 'CallExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'default') {
        return evaluateCall(node.object, scope);
      }
      // A property of a static object: `styles.row` of a CSS module, `meta.version` of an exported const.
      if (node.object.type === 'Super') return fail('a property access');
      const object = evaluateStatic(node.object, scope);
      if (!object.ok) return object;
      const key = node.computed ? evaluateStatic(node.property, scope) : node.property.type === 'Identifier' ? ok(node.property.name) : fail('a property access');
      if (!key.ok) return key;
      const value = object.value;
      if (isImportRef(value)) return fail(`a property of a value imported from a module (\`${String(key.value)}\`)`);
      if (value !== null && typeof value === 'object' && OPEN_OBJECT in value && !Object.prototype.hasOwnProperty.call(value, String(key.value))) return ok(undefined);
      if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, String(key.value))) {
        return fail(`a property access (\`${String(key.value)}\` is not defined there)`);
      }
      return ok((value as Record<string, unknown>)[String(key.value)]);
    }
    case 'JSXElement':
    case 'JSXFragment':
      return fail('JSX inside an expression');
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return fail('a function');
    default:
      return fail(`a ${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`);
  }
}

function evaluateSpreadable(node: Expression | SpreadElement, scope: EvalScope): StaticResult {
  if (node.type !== 'SpreadElement') return evaluateStatic(node, scope);
  const value = evaluateStatic(node.argument, scope);
  // Its keys are known only where the module runs: spread here, it would become the reference itself.
  return value.ok && (isImportRef(value.value) || isAssetRef(value.value)) ? fail('a spread of a value imported from a module') : value;
}

function evaluateIdentifier(name: string, scope: EvalScope): StaticResult {
  if (name === 'undefined') return ok(undefined);
  const binding = scope.bindings.get(name);
  if (!binding) return fail(`\`${name}\`, which is not defined in this file`);
  if (binding.kind === 'value') return ok(binding.value);
  if (binding.kind === 'asset') return ok(binding);
  if (binding.kind === 'useBaseUrl') return fail('`useBaseUrl` without a call');
  if (binding.kind === 'import') return ok({ [IMPORT_REF]: binding.name });
  return fail(binding.why);
}

function evaluateCall(node: Extract<EstreeNode, { type: 'CallExpression' }>, scope: EvalScope): StaticResult {
  const tocCut = evaluateTocSlice(node, scope);
  if (tocCut) return tocCut;
  const callee = node.callee.type === 'Identifier' ? node.callee.name : null;
  const arg = node.arguments.length === 1 && node.arguments[0].type !== 'SpreadElement'
    ? evaluateStatic(node.arguments[0], scope) : null;
  if (callee === 'require' && !scope.bindings.has('require') && arg?.ok && typeof arg.value === 'string') {
    return ok({ kind: 'asset', spec: scope.assetSpec?.(arg.value) ?? arg.value } satisfies AssetRef);
  }
  if (callee && scope.bindings.get(callee)?.kind === 'useBaseUrl' && arg?.ok && typeof arg.value === 'string') {
    return ok(applyBaseUrl(scope.baseUrl, arg.value));
  }
  return fail(`a call of ${callee ? `\`${callee}\`` : 'a function'}`);
}

/**
 * `toc.slice(1)`, `toc.filter((node) => node.level === 2)`: part of the page's headings, which are
 * known only once the page is parsed, so the cut travels with the `toc` marker
 * (runtime/islands/page-toc.ts). Null for any other call.
 */
function evaluateTocSlice(node: Extract<EstreeNode, { type: 'CallExpression' }>, scope: EvalScope): StaticResult | null {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return null;
  if (callee.object.type === 'Super' || (callee.property.name !== 'slice' && callee.property.name !== 'filter')) return null;
  const object = evaluateStatic(callee.object, scope);
  if (!object.ok || !isPageToc(object.value)) return null;
  if (callee.property.name === 'filter') {
    if (node.arguments.length !== 1 || node.arguments[0].type === 'SpreadElement') return fail('`toc.filter` with other than one function');
    const filter = compileTocFilter(node.arguments[0], scope);
    return filter.ok ? ok(filteredPageToc(object.value as Record<string, unknown>, filter.predicate)) : fail(filter.why);
  }
  const args: number[] = [];
  for (const arg of node.arguments) {
    const value = arg.type === 'SpreadElement' ? null : evaluateStatic(arg, scope);
    if (!value?.ok || typeof value.value !== 'number' || !Number.isInteger(value.value)) return fail('`toc.slice` with arguments other than whole numbers');
    args.push(value.value);
  }
  if (args.length > 2) return fail('`toc.slice` with more than two arguments');
  return ok(slicedPageToc(object.value as Record<string, unknown>, args[0], args[1]));
}

/** True for the marker object of an imported asset. */
export function isAssetRef(value: unknown): value is AssetRef {
  return typeof value === 'object' && value !== null && (value as AssetRef).kind === 'asset' && typeof (value as AssetRef).spec === 'string';
}
