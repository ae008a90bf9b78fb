/**
 * Server side of content components: replaces each marker in body HTML with its component's
 * output. Static components become plain HTML (no JS ever loads for them); the outermost
 * interactive component of a subtree becomes an island the client hydrates on its own.
 * Runs in the server bundle only (react-dom/server).
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { escapeHtml } from '../escape-html';
import { isCodeRef } from './import-ref';
import { decodeEntities, hasMarkers, isTextOnly, parseMarkers, type MarkerNode, type Segment } from './markers';
import { elementsAroundComponents, HTML_ELEMENT } from './html-elements';
import { ISLAND_TAG, SLOT_ATTR, islandElement, propsElement, type ComponentMap, type IslandChild, type IslandData, type IslandNode } from './island-tree';

/** What rendering one body needs. */
export interface MarkerRenderContext {
  components: ComponentMap;
  /** Interactive components hydrate as islands; the others are HTML only. */
  isInteractive(name: string): boolean;
  /** Props the build supplies (e.g. DocCardList's items from the page's sidebar). */
  fillProps?(name: string, props: Record<string, unknown>): Record<string, unknown>;
  /** Unique on the page for this body: islands' useId prefixes start with it. */
  idPrefix: string;
  /**
   * Puts a component inside what its hooks read (the site's data, the route): a site's
   * component using Docusaurus' Link or useBaseUrl needs them. The client wraps islands alike.
   */
  wrap?(element: ReactElement): ReactElement;
  /**
   * Puts a component inside the site's Root override. A component that fails without it (its
   * hook reads a context the site provides there, as in Docusaurus, where Root is above every
   * page) renders again inside it; the others never get it, as a Root may draw UI or start effects.
   */
  siteRoot?(element: ReactElement): ReactElement;
  /**
   * The HTML goes inside a link (a TOC entry). A nested `<a>` is not valid HTML: the browser
   * splits the entry and the page's hydration fails. So components render as HTML only (an
   * island would render its link again) and lose their links, as Markdown links in a heading do there.
   */
  insideLink?: boolean;
}

const PLACEHOLDER = 'opdocs-children';
const PLACEHOLDER_HTML = `<${PLACEHOLDER}></${PLACEHOLDER}>`;


/** Body HTML with every marker rendered; a body without markers comes back as the same string. */
export function renderMarkers(html: string, ctx: MarkerRenderContext): string {
  if (!hasMarkers(html)) return html;
  const out = renderSegments(parseMarkers(html), ctx, { islands: 0 });
  // React escapes `>` inside attribute values, so a tag ends at the first `>`.
  return ctx.insideLink ? out.replace(/<\/?a\b[^>]*>/gi, '') : out;
}

interface RenderState { islands: number }

function renderSegments(segments: Segment[], ctx: MarkerRenderContext, state: RenderState): string {
  let out = '';
  for (const s of segments) out += typeof s === 'string' ? s : isInteractive(s, ctx) ? renderIsland(s, ctx, state) : renderStatic(s, ctx, state);
  return out;
}

// A component given code (a function, JSX) runs that code in the browser too: it hydrates.
const isInteractive = (node: MarkerNode, ctx: MarkerRenderContext): boolean =>
  !ctx.insideLink && (ctx.isInteractive(node.name) || Object.values(node.props).some(isCodeRef));

const hasInteractive = (node: MarkerNode, ctx: MarkerRenderContext): boolean =>
  isInteractive(node, ctx) || node.children.some((c) => typeof c !== 'string' && hasInteractive(c, ctx));

function componentOf(name: string, ctx: MarkerRenderContext) {
  const Component = ctx.components[name];
  if (!Component) {
    throw new Error(`the page uses the component "${name}", which is not available: use one of ${Object.keys(ctx.components).filter((n) => !n.startsWith('import:')).join(', ')}, or import it in the MDX file`);
  }
  return Component;
}

const propsOf = (node: MarkerNode, ctx: MarkerRenderContext) => ctx.fillProps?.(node.name, node.props) ?? node.props;

/** A static component: its markup with the (already rendered) children put in place. */
function renderStatic(node: MarkerNode, ctx: MarkerRenderContext, state: RenderState): string {
  const Component = componentOf(node.name, ctx);
  let children: ReactNode;
  let inner = '';
  if (node.children.length === 0) children = undefined;
  else if (isTextOnly(node.children)) children = decodeEntities(node.children.join(''));
  else {
    inner = renderSegments(node.children, ctx, state);
    children = createElement(PLACEHOLDER);
  }
  const element = propsElement(Component, propsOf(node, ctx), ctx.components, children);
  const { html: out } = renderWrapped(element, ctx, renderToStaticMarkup);
  return inner ? out.split(PLACEHOLDER_HTML).join(inner) : out;
}

/** `element` rendered inside `ctx.wrap`; failing that, inside the site's Root too (`rooted`). */
function renderWrapped(element: ReactElement, ctx: MarkerRenderContext, render: (element: ReactElement) => string): { html: string; rooted: boolean } {
  const wrap = (e: ReactElement) => (ctx.wrap ? ctx.wrap(e) : e);
  try {
    return { html: render(wrap(element)), rooted: false };
  } catch (err) {
    if (!ctx.siteRoot) throw err;
    return { html: render(wrap(ctx.siteRoot(element))), rooted: true };
  }
}

/** The island's tree: interactive components (and what leads to them) stay components; the rest is HTML in slots. */
function toIslandNode(node: MarkerNode, ctx: MarkerRenderContext, state: RenderState, slots: string[]): IslandNode {
  const k: IslandChild[] = [];
  if (isTextOnly(node.children)) {
    const text = decodeEntities(node.children.join(''));
    if (text) k.push(text);
  } else {
    let buffer = '';
    const flush = () => {
      // Whitespace between components is layout of the source, not content.
      if (buffer.trim()) k.push(slots.push(buffer) - 1);
      buffer = '';
    };
    // A slot must hold whole elements: an element around an interactive child is a node of its own.
    for (const child of elementsAroundComponents(node.children, (n) => hasInteractive(n, ctx))) {
      if (typeof child === 'string') buffer += child;
      else if (child.name === HTML_ELEMENT || hasInteractive(child, ctx)) {
        flush();
        k.push(toIslandNode(child, ctx, state, slots));
      } else buffer += renderStatic(child, ctx, state);
    }
    flush();
  }
  if (node.name === HTML_ELEMENT) return { c: node.name, p: node.props, k };
  componentOf(node.name, ctx);
  return { c: node.name, p: propsOf(node, ctx), k };
}

function renderIsland(node: MarkerNode, ctx: MarkerRenderContext, state: RenderState): string {
  const slots: string[] = [];
  const tree = toIslandNode(node, ctx, state, slots);
  const id = `${ctx.idPrefix}${state.islands++}-`;
  const element = islandElement(tree, ctx.components, (i) => slots[i]);
  const { html, rooted } = renderWrapped(element, ctx, (e) => renderToString(e, { identifierPrefix: id }));
  const data: IslandData = { t: tree, id, ...(rooted ? { r: 1 as const } : {}) };
  // Slots the server markup does not show (a lazy tab) travel in the data instead.
  slots.forEach((slot, i) => {
    if (!html.includes(`${SLOT_ATTR}="${i}"`)) (data.s ??= {})[i] = slot;
  });
  return `<${ISLAND_TAG} data-island="${escapeHtml(JSON.stringify(data))}">${html}</${ISLAND_TAG}>`;
}
