/**
 * An island is a subtree of a body that hydrates on its own: the outermost interactive
 * component of a marker tree, with the interactive components inside it. Its description
 * travels as JSON on the island element; the static HTML between its components does not
 * travel at all: it stays in the server markup, in `<opdocs-html>` slots the client reads back.
 * The server and the client build the island's React element with the same function, so
 * hydration sees the same tree on both sides.
 */
import { createElement, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { CODE_REF, IMPORT_REF, isCodeRef, isImportRef, SPREAD_PREFIX } from './import-ref';
import { HTML_ELEMENT } from './html-elements';

export const ISLAND_TAG = 'opdocs-island';
export const SLOT_TAG = 'opdocs-html';
/** Attribute of a slot: its index in the island's slot list. */
export const SLOT_ATTR = 'data-opdocs-slot';

/** A component in an island: name, props, children. */
export interface IslandNode {
  c: string;
  p: Record<string, unknown>;
  k: IslandChild[];
}

/** A child: a static HTML slot (index), plain text, or a nested component. */
export type IslandChild = number | string | IslandNode;

/** What the island element carries in `data-island`. */
export interface IslandData {
  /** The root component. */
  t: IslandNode;
  /** HTML of slots the server markup does not contain (e.g. a lazy tab not shown yet). */
  s?: Record<number, string>;
  /** The useId prefix the server rendered with (unique on the page). */
  id: string;
  /** 1: the island renders inside the site's Root, as its components failed without it (render-markers.ts). */
  r?: 1;
}

export type ComponentMap = Record<string, ComponentType<Record<string, unknown>>>;

/**
 * The root of every island, on both sides (so the trees match): on the client it reports
 * when hydration committed (the island then carries `data-hydrated`).
 */
function IslandRoot({ onHydrated, children }: { onHydrated?: () => void; children?: ReactNode }): ReactNode {
  useEffect(() => onHydrated?.(), []);
  return children;
}

/** The island's element: `slot(i)` gives the HTML of slot i; `onHydrated` runs once hydrated. */
export function islandElement(node: IslandNode, components: ComponentMap, slot: (index: number) => string, onHydrated?: () => void): ReactElement {
  return createElement(IslandRoot, { onHydrated }, componentElement(node, components, slot));
}

const isHtmlProp = (v: unknown): v is { __html: string } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { __html?: unknown }).__html === 'string';

/** Props as a component gets them: a value `{ "__html": "…" }` (e.g. a title with markup) becomes that HTML as a React node. */
export function componentProps(props: Record<string, unknown>, components: ComponentMap = {}): Record<string, unknown> {
  if (!Object.values(props).some((v) => isHtmlProp(v) || isImportRef(v) || isCodeRef(v))) return props;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(props)) {
    const value = isHtmlProp(v) ? createElement(SLOT_TAG, { dangerouslySetInnerHTML: v })
      : isImportRef(v) ? (components as Record<string, unknown>)[v[IMPORT_REF]]
        // The ref itself goes in: a partial's code finds its props there (CODE_PROPS).
        : isCodeRef(v) ? (components[v[CODE_REF]] as unknown as (ref: object) => unknown)(v) : v;
    // In source order, as JSX spreads: a later attribute of the same name wins, and so does a later spread.
    if (k.startsWith(SPREAD_PREFIX)) Object.assign(out, value);
    else out[k] = value;
  }
  return out;
}

/**
 * Renders `of` with its props made in this render: a prop written as code may call a hook
 * (`items={useCurrentSidebarCategory().items}`), which needs a component rendering, as the
 * MDX content's own render is in Docusaurus.
 */
function CodeProps({ of, props, components, children }: { of: ComponentType<Record<string, unknown>>; props: Record<string, unknown>; components: ComponentMap; children?: ReactNode }): ReactNode {
  const kids = children === undefined ? [] : Array.isArray(children) ? children : [children];
  return createElement(of, componentProps(props, components), ...kids);
}

/** The element of `Component` with marker props `props` (code in them runs when it renders). */
export function propsElement(Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, components: ComponentMap, ...children: ReactNode[]): ReactElement {
  if (Object.values(props).some(isCodeRef)) return createElement(CodeProps, { of: Component, props, components }, ...children);
  return createElement(Component, componentProps(props, components), ...children);
}

function componentElement(node: IslandNode, components: ComponentMap, slot: (index: number) => string): ReactElement {
  if (node.c === HTML_ELEMENT) {
    const { tag, attrs } = node.p as { tag: string; attrs: Record<string, unknown> };
    return createElement(tag, attrs, ...node.k.map((child) => childElement(child, components, slot)));
  }
  const Component = components[node.c];
  if (!Component) throw new Error(`no component "${node.c}" is available to render this page's content`);
  const children: ReactNode[] = node.k.map((child) => childElement(child, components, slot));
  // Spread, not an array: components that look at their children (Tabs) see plain elements, without key warnings.
  return propsElement(Component, node.p, components, ...children);
}

function childElement(child: IslandChild, components: ComponentMap, slot: (index: number) => string): ReactNode {
  if (typeof child === 'string') return child;
  if (typeof child === 'number') {
    return createElement(SLOT_TAG, { [SLOT_ATTR]: String(child), dangerouslySetInnerHTML: { __html: slot(child) } });
  }
  return componentElement(child, components, slot);
}

/** Names of every component an island uses (what the client must load before hydrating). */
export function islandComponents(node: IslandNode, into = new Set<string>()): Set<string> {
  if (node.c !== HTML_ELEMENT) into.add(node.c);
  for (const value of Object.values(node.p)) {
    if (isImportRef(value)) into.add(value[IMPORT_REF]);
    else if (isCodeRef(value)) into.add(value[CODE_REF]);
  }
  for (const child of node.k) if (typeof child === 'object') islandComponents(child, into);
  return into;
}
