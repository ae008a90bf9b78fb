/**
 * A JSON-LD block in an MDX `<Head>`: `<script type="application/ld+json">` holding
 * `{JSON.stringify({…})}`, a `{{…}}` object, or a string of JSON. Its value is found at build
 * time (never by running the page) and checked to be JSON; the document writes it into the
 * page's head with jsonLdScript (theme/Blog/structured-data.ts), as it writes the blog's. A
 * block whose JSON cannot be known or is invalid is an error at its line, since the search
 * engine would otherwise get nothing, silently.
 */
import type { Nodes, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Expression, Program } from 'estree';
import { evaluateStatic, getProgramExpression } from './static-value';
import type { MdxScope } from './scope-types';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Whether `node` is a `<script type="application/ld+json">`. */
export function isJsonLdScript(node: JsxElement): boolean {
  if (node.name !== 'script') return false;
  const type = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'type');
  return typeof type?.value === 'string' && type.value.trim().toLowerCase() === 'application/ld+json';
}

/** The block's JSON value, or why it cannot be written (with the node to blame). */
export type JsonLdResult = { ok: true; value: unknown } | { ok: false; node: Nodes; why: string };

/** The expressions and the text the element holds (paragraphs MDX wrapped them in looked through). */
function contentOf(node: JsxElement): { expressions: Nodes[]; text: string } {
  const expressions: Nodes[] = [];
  let text = '';
  const visit = (children: RootContent[]) => {
    for (const child of children) {
      if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') expressions.push(child as Nodes);
      else if (child.type === 'text') text += child.value;
      else if ('children' in child) visit(child.children as RootContent[]);
      else if ('value' in child && typeof child.value === 'string') text += child.value;
    }
  };
  visit(node.children as RootContent[]);
  return { expressions, text: text.trim() };
}

/** `JSON.stringify(x)` (with no replacer or indent that matters): its argument. */
function stringifyArgument(expression: Expression): Expression | null {
  if (expression.type !== 'CallExpression') return null;
  const callee = expression.callee;
  const isStringify = callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'JSON'
    && callee.property.type === 'Identifier' && callee.property.name === 'stringify';
  const first = expression.arguments[0];
  return isStringify && first && first.type !== 'SpreadElement' ? first : null;
}

/** Whether `value` is made of JSON values only (no function, undefined, symbol, NaN or reference to a module). */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(value).length === 0 && Object.values(value).every(isJson);
}

/** Parses JSON text; invalid text is a problem naming the parser's complaint. */
function parseJson(text: string, node: Nodes): JsonLdResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, node, why: `is not valid JSON (${(err as Error).message})` };
  }
}

/** Reads the block's value: an object or an array of them, as JSON-LD is. */
export function readJsonLd(node: JsxElement, scopeOf: (node: Nodes) => MdxScope): JsonLdResult {
  const { expressions, text } = contentOf(node);
  const self = node as unknown as Nodes;
  let result: JsonLdResult;
  if (expressions.length === 0) {
    if (!text) return { ok: false, node: self, why: 'is empty' };
    result = parseJson(text, self);
  } else if (expressions.length > 1 || text) {
    return { ok: false, node: self, why: 'holds more than one {…} expression or text beside one' };
  } else {
    const at = expressions[0];
    const expression = getProgramExpression((at as { data?: { estree?: Program } }).data?.estree);
    if (!expression) return { ok: false, node: at, why: 'holds no single expression' };
    const inner = stringifyArgument(expression);
    const evaluated = evaluateStatic(inner ?? expression, scopeOf(at));
    if (!evaluated.ok) return { ok: false, node: at, why: `cannot be evaluated at build time: it uses ${evaluated.why}` };
    if (!inner && typeof evaluated.value === 'string') result = parseJson(evaluated.value, at);
    else if (!isJson(evaluated.value)) return { ok: false, node: at, why: 'holds a value JSON cannot write (a function, undefined, a number that is not finite, or an imported value)' };
    else result = { ok: true, value: evaluated.value };
  }
  if (result.ok && (typeof result.value !== 'object' || result.value === null)) return { ok: false, node: self, why: 'is not a JSON object or array, which JSON-LD is' };
  return result;
}
