/**
 * Shows build-time HTML. On the first load the embedded route data has `html: null`, so the
 * markup is read back from the server DOM before hydrating (primeHtmlCache) and content is
 * never shipped twice; client navigations bring the HTML in the route's JSON. Content
 * components inside the HTML (islands) are hydrated once the HTML is in the DOM, and
 * unmounted when it is replaced.
 */
import { createElement, useContext, useEffect, useRef, type ReactElement } from 'react';
import { warmContentLinks } from './content-links';
import { OpdocsProviders, RouteStoreContext, SiteContext } from './context';
import { PostContext } from './post-context';
import { prefetch, preload } from './router';

const serverMarkup = new Map<string, string>();

/** Hydrates the islands under an element, inside `wrap` (runtime/islands/hydrate-islands.ts). */
export type IslandMounter = (container: Element, wrap?: (element: ReactElement) => ReactElement) => { unmount(): void };

// Set by the client entry of a site whose bodies have islands; other sites never load that code.
let mountIslands: IslandMounter | null = null;

/** Lets HtmlBlock hydrate the islands in its HTML. */
export function setIslandMounter(mounter: IslandMounter): void {
  mountIslands = mounter;
}

/** Remembers the innerHTML of every `[data-opdocs-html]` element under `root`; call before hydrateRoot. */
export function primeHtmlCache(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-opdocs-html]')) {
    const id = el.getAttribute('data-opdocs-html');
    if (id && !serverMarkup.has(id)) serverMarkup.set(id, el.innerHTML);
  }
}

/** Props of HtmlBlock. */
export interface HtmlBlockProps {
  /** Trusted build-time HTML, or null to reuse the server-rendered markup of `id`. */
  html: string | null;
  /** Unique on the page; ties the block to its server markup. */
  id: string;
  as?: 'div' | 'article' | 'section';
  className?: string;
}

/** Renders trusted HTML inside `<as data-opdocs-html={id}>`. */
export function HtmlBlock({ html, id, as = 'div', className }: HtmlBlockProps): ReactElement {
  const markup = html ?? serverMarkup.get(id) ?? '';
  const ref = useRef<HTMLElement>(null);
  const islands = markup.includes('<opdocs-island');
  // Islands are roots of their own: they get the page's providers, so a site component's hooks
  // (Docusaurus' Link, useBaseUrl) read the same site and route as on the server.
  const site = useContext(SiteContext);
  const store = useContext(RouteStoreContext);
  // And the blog post this HTML is the body of, for a component that asks (useBlogPost).
  const post = useContext(PostContext);
  useEffect(() => {
    if (!islands || !ref.current || !mountIslands) return undefined;
    const inPost = (element: ReactElement) => (post ? createElement(PostContext.Provider, { value: post }, element) : element);
    const wrap = site && store ? (element: ReactElement) => createElement(OpdocsProviders, { site, store, children: inPost(element) }) : undefined;
    const mounted = mountIslands(ref.current, wrap);
    return () => mounted.unmount();
  }, [markup, islands, site, store, post]);
  // Its links are plain anchors: they get what Link gives a link (content-links.ts).
  const baseUrl = site?.baseUrl;
  useEffect(() => {
    if (!ref.current || baseUrl === undefined) return undefined;
    return warmContentLinks(ref.current, { baseUrl, prefetch, preload });
  }, [markup, baseUrl]);
  return createElement(as, { ref, 'data-opdocs-html': id, className, dangerouslySetInnerHTML: { __html: markup } });
}
