/**
 * mdast → hast handlers for the MDX nodes: ESM is dropped (mdx-scope.ts read it), `{…}`
 * becomes its static value, lowercase JSX becomes plain HTML (jsx-html.ts), components
 * become markers (content-component.ts) whose children went through the ordinary handlers,
 * so headings, links, images and search text inside them work as anywhere else.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { Nodes, Parents, RootContent } from 'mdast';
import type { Handler, State } from 'mdast-util-to-hast';
import type { Program } from 'estree';
import { COMPONENT_TAG, importedComponentName } from '../content-component';
import type { RenderState } from '../hast-handlers';
import { collapseWhitespace, getHastText } from '../search-blocks';
import { codeBlockLanguage, createCodeBlockFromJsx } from './code-block-jsx';
import { createCodeBlockElement } from '../code-block';
import { patched, type JsxElement } from './jsx-element';
import { createHtmlElement, RAW_TEXT, SCRIPT_URL_HINT } from './jsx-html';
import { isScriptUrl, scriptUrlPhrase } from '../script-url';
import { evaluateProps, toHtmlAttributes, toMarkerProps } from './jsx-props';
import type { MdxScope, SiteMdxComponents } from './scope-types';
import { functionChild } from './code-module';
import { createCodeRunner, type PartialModuleNames } from './code-runner';
import { getCodeParts, inlineChildren, joinedCodeExpression, joinedCodeSource } from './code-block-children';
import { findComponent } from './find-component';
import { CODE_PROPS, isCodeRef, isImportRef } from '../../../../runtime/islands/import-ref';
import { propsOf } from './partials';
import { jsxContentOf } from './partial-jsx-props';
import { originOf } from './node-origin';
import { evaluateStatic, getProgramExpression, isAssetRef, OPEN_OBJECT } from './static-value';
import { readHeadEntries } from './head-jsx';
import { mdx1TextOn } from '../mdx1-text-setting';
import { conditionShows } from './mdx1-conditional';

/**
 * A problem found in MDX, at a 1-based line and column of the body; with `file` (a partial),
 * at a line of that file counted from its top.
 */
export interface MdxProblem {
  line: number; column: number; message: string; hint: string; file?: string;
  /** What the site's Docusaurus builds anyway: a warning, never a failure. */
  unchecked?: boolean;
}

type ExpressionNode = Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>;

const BLOCK = new Set(['paragraph', 'heading', 'list', 'code', 'table', 'blockquote', 'thematicBreak', 'html', 'mdxJsxFlowElement', 'mdxFlowExpression', 'admonition', 'definition', 'footnoteDefinition']);
const NAME_HINT = 'import it or export it at the top of this file (`export const name = …`), or fix its spelling';
const EXPRESSION_HINT = 'MDX expressions are rendered at build time: use a literal (`{\'text\'}`), a value exported from this file ' +
  '(`export const version = \'1.2\'`), or move the logic into a React component file and import it';

/** The MDX handlers of one document; each problem goes to `onProblem` as it is found. */
export function createMdxHandlers(ctx: RenderState, scope: MdxScope, onProblem: (p: MdxProblem) => void, site: SiteMdxComponents | null = null, file?: string, siteDir?: string, partials?: PartialModuleNames): Record<string, Handler> {
  const report = (node: Nodes, message: string, hint: string, unchecked?: boolean) => {
    const origin = originOf(node);
    const start = node.position?.start;
    const flag = unchecked ? { unchecked } : {};
    onProblem(origin ? { ...origin, message, hint, ...flag } : { line: start?.line ?? 1, column: start?.column ?? 1, message, hint, ...flag });
  };
  // A link written in JSX, resolved and checked as a Markdown link is (kept as written when it is no page).
  const linkOf = (node: JsxElement, href: string) => ctx.resolveLink(href, node as unknown as Nodes) ?? href;
  const resolveAsset = (node: Nodes) => (spec: string) => ctx.resolveImage(spec, node, true)?.src ?? spec;
  // Inside a partial, `props` is what the including tag gave it: one scope per use of the partial.
  const withProps = new WeakMap<Record<string, unknown>, MdxScope>();
  const scopeOf = (node: Nodes): MdxScope => {
    const props = propsOf(node);
    if (!props) return scope;
    let own = withProps.get(props);
    if (!own) {
      own = { ...scope, bindings: new Map([...scope.bindings, ['props', { kind: 'value', value: { ...props, [OPEN_OBJECT]: true } }]]) };
      withProps.set(props, own);
    }
    return own;
  };

  // MDX written as code runs from its file's code module (code-module.ts): the page's, or a partial's.
  const { codeName, codeFor } = createCodeRunner(file, scope, site, siteDir, partials, (node, props) => toMarkerProps(props, resolveAsset(node)));

  const expression = (state: State, node: ExpressionNode): ElementContent | ElementContent[] | undefined => {
    const program = node.data?.estree as Program | undefined;
    const expr = getProgramExpression(program);
    if (expr === null) return undefined;
    const value = expr ? evaluateStatic(expr, scopeOf(node)) : { ok: false as const, why: 'a statement' };
    // A partial's `{props.framework}` given JSX by the including tag: that JSX, drawn as the page's.
    const given = value.ok ? jsxContentOf(value.value) : undefined;
    if (given) {
      for (const n of given) placeAt(n, node.position);
      return state.all({ type: 'root', children: given });
    }
    // A value imported from a module (`import { version } from './version.js'`) is known where
    // the code runs, not here: the expression runs from the file's code module, as any code.
    const runs = !value.ok || isImportRef(value.value);
    const code = runs && expr ? codeFor(node)?.(node.value, expr) : undefined;
    if (code?.ok) {
      // A partial's code reading `props` gets this use's props as its own (code-runner.ts).
      const given = (code.value as Record<string, unknown>)[CODE_PROPS];
      const properties: Properties = { name: codeName(node.value, node as Nodes) };
      if (given) properties.props = JSON.stringify({ [CODE_PROPS]: given });
      return { type: 'element', tagName: COMPONENT_TAG, properties, children: [] };
    }
    if (code) return void report(node, `MDX: the expression {${clip(node.value)}} uses ${code.why}`, NAME_HINT);
    if (value.ok && (typeof value.value === 'string' || typeof value.value === 'number')) return { type: 'text', value: String(value.value) };
    if (value.ok && (value.value === null || value.value === undefined || typeof value.value === 'boolean')) return undefined;
    const why = value.ok ? (isAssetRef(value.value) ? 'an imported file' : 'an object, which React cannot render as text') : value.why;
    report(node, `MDX: the expression {${clip(node.value)}} cannot be evaluated at build time: it uses ${why}`, EXPRESSION_HINT);
    return undefined;
  };

  // Block children get line breaks between them, as at the top level; inline ones stay tight,
  // and a block-level element holding only inline content is a search text block of its own
  // (the paragraph handler counts the others).
  const childrenOf = (state: State, node: JsxElement): ElementContent[] => {
    const children = state.all(node as unknown as Parents);
    if ((node.children as RootContent[]).some((c) => BLOCK.has(c.type))) return state.wrap(children, true);
    const text = node.type === 'mdxJsxFlowElement' && !RAW_TEXT.has(node.name ?? '') ? collapseWhitespace(getHastText(children)) : '';
    if (text) ctx.blocks.push({ kind: 'text', text });
    return children;
  };

  const htmlElement = createHtmlElement({ ctx, scope, report, scopeOf, resolveAsset, linkOf, childrenOf });

  const element = (state: State, node: JsxElement): ElementContent | ElementContent[] | undefined => {
    // MDX 1's `{cond && <div>` … `</div>}` around Markdown (mdx1-conditional.ts); hidden content is never visited.
    const condition = conditionShows(node, scopeOf(node));
    if ('why' in condition) report(node, `MDX: the condition {${clip(condition.source)}} around <${node.name}> cannot be evaluated at build time: it uses ${condition.why}; its content is shown`, EXPRESSION_HINT, true);
    else if (!condition.shown) return undefined;
    if (!node.name) return childrenOf(state, node);
    // Docusaurus maps MDX's lowercase <head> to its Head component: its tags go into the page's head.
    if (node.name === 'head') return void readHeadEntries(node, (ctx.head ??= []), scopeOf, report, EXPRESSION_HINT, (ctx.jsonLd ??= []));
    const code = codeFor(node as Nodes);
    const props = evaluateProps(node.attributes, scopeOf(node), code);
    if (!props.ok) {
      if (props.code) report(node, `MDX: the attribute ${props.source} of <${node.name}> uses ${props.why}`, NAME_HINT);
      else report(node, `MDX: the attribute ${props.source} of <${node.name}> cannot be evaluated at build time: it uses ${props.why}`, EXPRESSION_HINT);
      return childrenOf(state, node);
    }
    const jsxProp = Object.keys(props.props).find((k) => jsxContentOf(props.props[k]) !== undefined);
    if (jsxProp !== undefined) {
      report(node, `MDX: the attribute ${jsxProp} of <${node.name}> holds JSX the partial was given, which opdocs draws only in the partial's text ({props.…}), not in an attribute`, 'put the JSX in the partial itself, or pass a string and build the element in the partial');
      return childrenOf(state, node);
    }
    const hasCode = Object.values(props.props).some((v) => isCodeRef(v) || isImportRef(v));
    if (/^[a-z]/.test(node.name) && !node.name.includes('.')) {
      // `<button onClick={() => …}>`, `<span style={night}>`: React makes the element (a handler hydrates).
      if (!hasCode) return htmlElement(state, node, props.props);
      const { href } = props.props;
      // Its link is resolved and checked as any other's.
      const resolved = node.name === 'a' && typeof href === 'string' ? { href: linkOf(node, href) } : {};
      return marker(state, node, 'HtmlTag', { as: node.name, ...props.props, ...resolved });
    }
    const ref = findComponent(node.name, scope, site);
    if (!ref) {
      const mdx1 = mdx1TextOn();
      report(node, `MDX: unknown component <${node.name}>: it is neither imported nor provided by the theme${site ? ` or ${site.rel}` : ''}${mdx1 ? '; as MDX 1 (Docusaurus 2) did, an empty element holding its children stands in for it' : ''}`,
        `import it at the top of the file, e.g. \`import ${node.name.split('.')[0]} from '@site/src/components/${node.name.split('.')[0]}'\`${site ? `, or add it to the object ${site.rel} exports` : ''}; the theme provides @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, @theme/Details, @theme/DocCardList, @theme/TOCInline`, mdx1);
      // MDX 1 drew an unknown name as a <div> around its children (with a console warning), so such a
      // Docusaurus 2 page built; a <span> inside text keeps the paragraph whole when the HTML is read.
      if (mdx1) return { type: 'element', tagName: node.type === 'mdxJsxTextElement' ? 'span' : 'div', properties: {}, children: childrenOf(state, node) };
      return undefined;
    }
    // Its children are not rendered: what they hold (a function for BrowserOnly) would only add noise.
    if (ref.kind === 'unsupported') {
      if (!ref.reported) report(node, `MDX: ${ref.why}`, ref.hint);
      return undefined;
    }
    // Hidden content is never visited, so what only an internal build has (an `fb/` partial) is not looked for.
    if (ref.kind === 'gate') return ref.shown ? childrenOf(state, node) : undefined;
    if (ref.kind === 'link') return linkElement(state, node, props.props);
    if (ref.kind === 'head') return void readHeadEntries(node, (ctx.head ??= []), scopeOf, report, EXPRESSION_HINT, (ctx.jsonLd ??= []));
    if (ref.kind === 'partial') return undefined;
    if (ref.kind === 'theme' && ref.name === 'CodeBlock') return codeBlock(state, node, props.props);
    const name = ref.kind === 'theme' ? ref.name : ref.kind === 'file' ? importedComponentName(ref.file, ref.exportName, siteDir)
      : importedComponentName(ref.file, node.name.split('.').slice(1).join('.'), siteDir);
    // `<BrowserOnly>{() => <Chart />}</BrowserOnly>`: the function is the children prop.
    const fn = code ? functionChild(node) : null;
    const children = fn ? code!(fn.source, fn.expression) : null;
    if (children && !children.ok) report(node, `MDX: the function inside <${node.name}> uses ${children.why}`, NAME_HINT);
    return children ? marker(state, node, name, { ...props.props, children: children.ok ? children.value : undefined }, false) : marker(state, node, name, props.props);
  };

  function marker(state: State, node: JsxElement, name: string, props: Record<string, unknown>, withChildren = true): Element {
    const json = toMarkerProps(props, resolveAsset(node));
    const properties: Properties = { name };
    if (Object.keys(json).length > 0) properties.props = JSON.stringify(json);
    return patched(state, node, { type: 'element', tagName: COMPONENT_TAG, properties, children: withChildren ? childrenOf(state, node) : [] });
  }

  function linkElement(state: State, node: JsxElement, props: Record<string, unknown>): ElementContent | undefined {
    const { to, href, ...rest } = props;
    const target = typeof to === 'string' ? to : typeof href === 'string' ? href : '';
    const converted = toHtmlAttributes(rest, { inSvg: false, resolveAsset: resolveAsset(node) });
    // Written into the page's HTML as is, a javascript: `to` would run on a click before (or without) hydration.
    const scripted = isScriptUrl(target);
    if (scripted) report(node, `MDX: <${String(node.name)} ${typeof to === 'string' ? 'to' : 'href'}> is ${scriptUrlPhrase(target)}; opdocs leaves it out`, SCRIPT_URL_HINT, true);
    const properties: Properties = { ...(scripted ? {} : { href: linkOf(node, target) }), ...('problem' in converted ? {} : converted.attributes) };
    ctx.linkDepth = (ctx.linkDepth ?? 0) + 1;
    const children = childrenOf(state, node);
    ctx.linkDepth -= 1;
    return patched(state, node, { type: 'element', tagName: 'a', properties, children });
  }

  function codeBlock(state: State, node: JsxElement, props: Record<string, unknown>): ElementContent | undefined {
    // The scope of the code's own node: inside a partial, that holds the partial's `props`.
    const element = createCodeBlockFromJsx(node.children as RootContent[], props, scopeOf(node));
    if (element) return element;
    // A value known only where the page runs (`$ java -jar {version}`, version imported): the
    // file's code module joins the children as Docusaurus' CodeBlock does, and the component
    // gets one string, which it highlights as it would the same text written out.
    const parts = getCodeParts(node.children as RootContent[]);
    const joined = parts ? codeFor(node as Nodes)?.(joinedCodeSource(parts), joinedCodeExpression(parts)) : undefined;
    if (joined?.ok) return marker(state, node, 'CodeBlock', { ...props, children: joined.value }, false);
    if (joined) return void report(node, `MDX: the content of <CodeBlock> uses ${joined.why}`, NAME_HINT);
    // Components among the code (`{`npm i pkg@`}<Version />`): shown as written, unhighlighted,
    // each component rendered in place, as Docusaurus' CodeBlock does with element children.
    const inline = inlineChildren(node.children as RootContent[]);
    if (inline.some((c) => c.type === 'mdxJsxTextElement' || c.type === 'mdxJsxFlowElement')) {
      const content = state.all({ type: 'paragraph', children: inline } as unknown as Parents);
      return createCodeBlockElement({ lang: codeBlockLanguage(props), meta: '', code: '', title: typeof props.title === 'string' ? props.title : undefined }, content);
    }
    report(node, 'MDX: the content of <CodeBlock> must be text, string expressions or components', 'write the code as a template string: <CodeBlock language="js">{`const x = 1;`}</CodeBlock>');
    return undefined;
  }

  return {
    mdxjsEsm: () => undefined,
    mdxFlowExpression: expression as Handler,
    mdxTextExpression: expression as Handler,
    mdxJsxFlowElement: element as Handler,
    mdxJsxTextElement: element as Handler,
  };
}

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}…` : flat;
};

/** Gives `node` and its descendants `position`: JSX a partial was given points at the tag that gave it. */
function placeAt(node: Nodes, position: Nodes['position']): void {
  node.position = position;
  if ('children' in node) for (const child of node.children) placeAt(child, position);
}
