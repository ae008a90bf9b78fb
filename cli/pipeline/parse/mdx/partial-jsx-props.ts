/**
 * JSX given to an MDX partial as a prop (`<Teaser framework={<a href="https://go.dev/">Go</a>} />`),
 * which the partial puts in its text as `{props.framework}`, as Docusaurus' MDX renders it. The
 * JSX is read as MDX where the tag is written and carried in the props as Markdown nodes; the
 * expression that gives it back in the partial draws those nodes (jsx-handlers.ts), so the link
 * inside is resolved and checked like the page's own.
 */
import type { Program } from 'estree';
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { getProgramExpression } from './static-value';
import { parseMdxTree } from './mdx-tree';

/** Under a symbol: JSON (a marker's props) and object spreads leave the nodes out. */
const JSX_CONTENT = Symbol('opdocs partial JSX prop');

/** A prop value holding the Markdown nodes its JSX reads as. */
export interface JsxContent {
  readonly [JSX_CONTENT]: RootContent[];
}

/** The nodes of a JSX prop value (a fresh copy for each use), else undefined. */
export function jsxContentOf(value: unknown): RootContent[] | undefined {
  if (typeof value !== 'object' || value === null || !(JSX_CONTENT in value)) return undefined;
  return structuredClone((value as JsxContent)[JSX_CONTENT]);
}

type Attribute = MdxJsxAttribute | MdxJsxExpressionAttribute;

/**
 * Splits `attributes` into those whose value is one JSX element or fragment, read as MDX into
 * props, and the rest, left to evaluateProps. JSX that does not read as MDX on its own stays
 * with the rest, to be reported there as before.
 */
export function splitJsxProps(attributes: readonly Attribute[], math = false): { props: Record<string, JsxContent>; rest: Attribute[] } {
  const props: Record<string, JsxContent> = {};
  const rest: Attribute[] = [];
  for (const attr of attributes) {
    const value = attr.type === 'mdxJsxAttribute' && typeof attr.value === 'object' && attr.value !== null ? attr.value : null;
    const expression = value ? getProgramExpression(value.data?.estree as Program | undefined) : null;
    // estree's types know no JSX; the MDX parser's trees hold it.
    const type = (expression as { type: string } | null | undefined)?.type;
    const nodes = type === 'JSXElement' || type === 'JSXFragment' ? readJsx(value!.value, math) : undefined;
    if (nodes) props[(attr as MdxJsxAttribute).name] = { [JSX_CONTENT]: nodes };
    else rest.push(attr);
  }
  return { props, rest };
}

/** Node types JSX reads as MDX also makes: Markdown syntax inside JSX code is plain text to JavaScript. */
const JSX_TYPES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'text', 'paragraph']);
const onlyJsx = (nodes: readonly RootContent[]): boolean => nodes.every((n) => JSX_TYPES.has(n.type) && (!('children' in n) || onlyJsx(n.children as RootContent[])));

/**
 * The JSX source as MDX nodes: a lone paragraph gives its inline content, to sit in a sentence.
 * Undefined when MDX reads Markdown in it (`<b>*x*</b>`), which JavaScript would show as written.
 */
function readJsx(source: string, math: boolean): RootContent[] | undefined {
  const parsed = parseMdxTree(source.trim(), math);
  if ('error' in parsed || !onlyJsx(parsed.tree.children)) return undefined;
  const top = parsed.tree.children;
  if (top.length === 1 && top[0].type === 'paragraph') return top[0].children;
  return top.length ? top : undefined;
}
