/**
 * A Markdown/MDX file that a site's React code imports, when its content holds components
 * (`<Tabs>` in `_intro.mdx`, imported by `src/pages/index.js`). Unlike a page body, it is part of
 * the React page's own tree: the page hydrates as one root, so the file is rendered as React
 * elements on both sides from the same description, made at build time
 * (cli/bundle/mdx-partial-tree.ts). HTML without components stays HTML (an element's
 * `dangerouslySetInnerHTML`), so the DOM has exactly the elements the Markdown made.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { isPageToc } from './import-ref';
import { pageTocValue } from './page-toc';
import { propsElement, type ComponentMap } from './island-tree';
import { MdxPropsContext } from './mdx-props';

/** An HTML element: its tag, React props, and either its inner HTML or its children. */
export interface PartialHtml { h: string; a: Record<string, unknown>; html?: string; k?: PartialNode[] }
/** A component by its marker name, with marker props and children. */
export interface PartialComponent { c: string; p: Record<string, unknown>; k: PartialNode[] }
/** Text (already decoded), an HTML element or a component. */
export type PartialNode = string | PartialHtml | PartialComponent;

/** The file's headings as MDX's `toc` gives them (the partial's own, not the page's). */
export interface PartialToc { value: string; id: string; level: number }

function nodeElement(node: PartialNode, components: ComponentMap, toc: PartialToc[], file: string): ReactNode {
  if (typeof node === 'string') return node;
  if ('h' in node) {
    if (node.k) return createElement(node.h, node.a, ...node.k.map((k) => nodeElement(k, components, toc, file)));
    return createElement(node.h, node.html === undefined ? node.a : { ...node.a, dangerouslySetInnerHTML: { __html: node.html } });
  }
  const Component = components[node.c];
  if (!Component) throw new Error(`${file}: the component "${node.c.replace(/^import:/, '')}" it uses is not available; import it in the file`);
  const props = Object.values(node.p).some(isPageToc)
    ? Object.fromEntries(Object.entries(node.p).map(([k, v]) => [k, isPageToc(v) ? pageTocValue(v, toc) : v]))
    : node.p;
  // Spread, as in islands: a component reading its children (Tabs) sees plain elements, without key warnings.
  return propsElement(Component, props, components, ...node.k.map((k) => nodeElement(k, components, toc, file)));
}

/**
 * `nodes` with their links marked as Link marks its own (runtime/Link.tsx): in Docusaurus a
 * Markdown link is Link's, so the React page's link check takes these. Server only.
 */
function markLinks(nodes: PartialNode[]): PartialNode[] {
  return nodes.map((n) => {
    if (typeof n === 'string') return n;
    if (!('h' in n)) return { ...n, k: markLinks(n.k) };
    const a = n.h === 'a' ? { ...n.a, 'data-opdocs-link': '' } : n.a;
    return { h: n.h, a, html: n.html?.replace(/<a href=/g, '<a data-opdocs-link="" href='), k: n.k && markLinks(n.k) };
  });
}

/**
 * The element of the whole file, inside the `markdown` box a Markdown file imported without
 * components gets; `props`, what the React file gave it, are there for its code to read.
 */
export function partialElement(nodes: PartialNode[], components: ComponentMap, toc: PartialToc[], file: string, props: Record<string, unknown> = {}): ReactElement {
  // The flag is set while the server renders a React page; browser bundles define it as false and drop markLinks.
  return createElement(MdxPropsContext, { value: props }, createElement('div', { className: 'markdown' }, ...((globalThis as { __opdocsMarkLinks?: boolean }).__opdocsMarkLinks ? markLinks(nodes) : nodes).map((n) => nodeElement(n, components, toc, file))));
}
