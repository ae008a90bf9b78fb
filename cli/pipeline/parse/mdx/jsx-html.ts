/**
 * Lowercase JSX without code (`<div className="x">`, `<svg>`, `<img>`, `<table>`) as plain
 * HTML, from the MDX handlers (jsx-handlers.ts): links and images resolve as Markdown ones
 * do, and a table gets the scroll region a Markdown table has.
 */
import type { ElementContent, Properties } from 'hast';
import type { Nodes, RootContent } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { Program } from 'estree';
import type { RenderState } from '../hast-handlers';
import { getDetailsClass } from '../details-marks';
import { missingImageSize } from '../image-size-attrs';
import { getTableLabel } from '../rewrite-html';
import { rewriteSrcset } from '../srcset';
import { patched, type JsxElement } from './jsx-element';
import { toHtmlAttributes } from './jsx-props';
import { EVENT_HANDLER_HINT, isEventHandlerName, isScriptUrl, scriptUrlPhrase, URL_ATTRIBUTES } from '../script-url';
import type { MdxScope } from './scope-types';
import { evaluateStatic, getProgramExpression, isAssetRef } from './static-value';

// Their content is CSS or a script: neither escaped as HTML nor page text for search.
export const RAW_TEXT = new Set(['style', 'script']);

/** What the HTML element handler takes from the MDX handlers of its document. */
export interface HtmlElementContext {
  ctx: RenderState;
  scope: MdxScope;
  report: (node: Nodes, message: string, hint: string, unchecked?: boolean) => void;
  scopeOf: (node: Nodes) => MdxScope;
  resolveAsset: (node: Nodes) => (spec: string) => string;
  linkOf: (node: JsxElement, href: string) => string;
  childrenOf: (state: State, node: JsxElement) => ElementContent[];
}

/** What to do about a link or image URL that would run script. */
export const SCRIPT_URL_HINT = 'link to a page or a web address (https://…); to run code on a click, write a React component with an onClick handler';

/** The lowercase JSX handler of one document; it counts the open <svg>s, whose attributes keep SVG names. */
export function createHtmlElement({ ctx, scope, report, scopeOf, resolveAsset, linkOf, childrenOf }: HtmlElementContext) {
  let svgDepth = 0;

  function htmlElement(state: State, node: JsxElement, props: Record<string, unknown>): ElementContent | undefined {
    const tagName = node.name as string;
    if (tagName === 'svg') svgDepth++;
    // An <img> resolves its src below, with its size; an imported image must not be resolved twice.
    const asset = tagName === 'img' ? (spec: string) => spec : resolveAsset(node);
    const converted = toHtmlAttributes(props, { inSvg: svgDepth > 0, resolveAsset: asset });
    let children: ElementContent[] = [];
    if ('problem' in converted) {
      report(node, `MDX: the attribute ${converted.problem.attribute} of <${tagName}> is not usable as HTML: ${converted.problem.why}`,
        'give it a string, a number, true/false, or (for style) an object of CSS values');
    } else if (converted.innerHtml !== null) children = [{ type: 'raw', value: converted.innerHtml }];
    else children = RAW_TEXT.has(tagName) ? rawText(node) : childrenOf(state, node);
    if (tagName === 'svg') svgDepth--;
    // Left out by toHtmlAttributes, as React leaves such a link dead: said, so the author knows why.
    for (const [key, value] of Object.entries(props)) {
      if (typeof value === 'string' && URL_ATTRIBUTES.has(key.toLowerCase()) && isScriptUrl(value)) {
        report(node, `MDX: <${tagName} ${key}> is ${scriptUrlPhrase(value)}; opdocs leaves it out`, SCRIPT_URL_HINT, true);
      }
      if ((typeof value === 'string' || typeof value === 'number') && isEventHandlerName(key)) {
        report(node, `MDX: <${tagName} ${key}="…"> is an event handler written as text, which React does not run; opdocs leaves it out`, EVENT_HANDLER_HINT, true);
      }
    }
    let properties: Properties = 'problem' in converted ? {} : { ...converted.attributes };
    // An imported file's href is already its published URL, not a link to check.
    if (tagName === 'a' && typeof properties.href === 'string' && !isAssetRef(props.href)) properties.href = linkOf(node, properties.href);
    // `useBaseUrl('/img/x.png')` already added the base; the image resolver wants the site path.
    const base = scope.baseUrl;
    const sitePath = (url: string) => (base !== '/' && url.startsWith(base) ? `/${url.slice(base.length)}` : url);
    if ((tagName === 'img' || tagName === 'source') && typeof properties.srcset === 'string') {
      properties.srcset = rewriteSrcset(properties.srcset, (url) => ctx.resolveImage(sitePath(url), node as unknown as Nodes, false)?.src);
    }
    if (tagName === 'img' && typeof properties.src === 'string') {
      const src = sitePath(properties.src);
      const resolved = ctx.resolveImage(src, node as unknown as Nodes, isAssetRef(props.src));
      if (resolved) {
        properties.src = resolved.src;
        const add = missingImageSize(properties, resolved);
        if (add.width !== undefined) properties.width = String(add.width);
        if (add.height !== undefined) properties.height = String(add.height);
      }
      properties.loading ??= 'lazy';
      properties.decoding ??= 'async';
    }
    if (tagName === 'details') {
      const { class: given, 'data-collapsed': collapsed, ...rest } = properties;
      properties = { class: getDetailsClass(typeof given === 'string' ? given : null), 'data-collapsed': collapsed ?? String(rest.open === undefined), ...rest };
    }
    const result = patched(state, node, { type: 'element', tagName, properties, children });
    if (tagName !== 'table') return result;
    const label = getTableLabel(++ctx.tables.tables, ctx.tables.heading);
    return { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: label }, children: [result] };
  }

  /** The text of a <style> or <script>: written out as is, not escaped. */
  function rawText(node: JsxElement): ElementContent[] {
    let text = '';
    for (const child of node.children as RootContent[]) {
      if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
        const expr = getProgramExpression(child.data?.estree as Program | undefined);
        const value = expr ? evaluateStatic(expr, scopeOf(child)) : null;
        if (value?.ok && typeof value.value === 'string') text += value.value;
        else if (expr !== null) report(child, `MDX: the content of <${node.name}> must be a string, e.g. {\`…\`}`, 'write the CSS or script as a template string: <style>{`.x { color: red; }`}</style>');
      } else report(child, `MDX: the content of <${node.name}> must be a string, e.g. {\`…\`}`, 'write the CSS or script as a template string: <style>{`.x { color: red; }`}</style>');
    }
    return text ? [{ type: 'raw', value: text }] : [];
  }

  return htmlElement;
}
