/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The page's headings as a list inside the body (`<TOCInline toc={toc} />` in MDX). The build
 * passes the page's own table of contents for `toc`; a list a site makes itself may also be
 * flat, in Docusaurus' shape (`{ value, id, level }`), and is nested here by level.
 */
import type { ReactNode } from 'react';
import type { TocItem } from '../../runtime/types';
import { escapeText } from '../../runtime/escape-html';

interface FlatHeading { value: string; id: string; level: number }
type Heading = TocItem | FlatHeading;

/** Props of {@link TOCInline}. */
export interface TOCInlineProps {
  toc?: Heading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface Node { id: string; html: string; level: number; children: Node[] }

function toNode(item: Heading, children: Node[] = []): Node {
  return { id: item.id, html: 'html' in item && typeof item.html === 'string' ? item.html : escapeText('value' in item ? String(item.value) : ''), level: item.level, children };
}

/**
 * The headings as a tree. The route's TOC (items with `children`) is one already, and is kept
 * as it is: the build lifted the children of headings outside the page's levels, and nesting
 * it again by level would hang such a child under an earlier section. A flat list (Docusaurus'
 * shape, or MDX's `toc.slice(…)`) is nested by level.
 */
function toTree(items: Heading[]): Node[] {
  if (items.every((item) => 'children' in item && Array.isArray(item.children))) {
    return items.map((item) => toNode(item, toTree((item as TocItem).children)));
  }
  return nest(flatten(items));
}

/** Every heading once, in page order, for a list that is not all tree nodes. */
function flatten(items: Heading[], into: Node[] = []): Node[] {
  for (const item of items) {
    into.push(toNode(item));
    if ('children' in item && Array.isArray(item.children)) flatten(item.children, into);
  }
  return into;
}

/** Drops the headings outside the range, their kept children taking their place. */
function keepLevels(nodes: Node[], min: number, max: number): Node[] {
  return nodes.flatMap((node) => {
    const children = keepLevels(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

/** Nests headings under the nearest shallower one before them. */
function nest(headings: Node[]): Node[] {
  const roots: Node[] = [];
  const open: Node[] = [];
  for (const h of headings) {
    const node = { ...h, children: [] };
    while (open.length && open[open.length - 1].level >= node.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}

function List({ items }: { items: Node[] }): ReactNode {
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.html }} />
          <List items={item.children} />
        </li>
      ))}
    </ul>
  );
}

/** See {@link TOCInlineProps}. */
export function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  // Nested before filtering, as the page TOC is: a deep heading stays with its own section.
  const shown = keepLevels(toTree(toc), minHeadingLevel, maxHeadingLevel);
  return (
    <div className={['toc-inline', className].filter(Boolean).join(' ')}>
      <List items={shown} />
    </div>
  );
}

export default TOCInline;
