/// <reference path="../../theme/Content/mermaid-module.d.ts" />
/**
 * What the server bundle exports, made from the site's page modules and the components its
 * page bodies import. Both ways of bundling use it: the whole theme bundled per site, and the
 * theme bundled ahead of time (dist/kernel) with only the site's own code bundled per site.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../../theme/App';
import { CONTENT_COMPONENTS, INTERACTIVE_COMPONENTS } from '../../theme/Content/content-components';
import { renderRouteBodies } from '../../theme/Content/render-bodies';
import { createRouteStore } from '../route-store';
import { OpdocsProviders } from '../context';
import type { ComponentMap } from '../islands/island-tree';
import type { PageProps, RouteData, SiteData } from '../types';

export { renderHeadScripts } from '../../theme/head-scripts';

type PageComponent = ComponentType<PageProps<RouteData>>;
type PageModule = { default?: PageComponent; title?: string; description?: string };

export interface RendererInput {
  /** Page key → the module of its page component. */
  pages: Record<string, PageModule>;
  /** Marker name `import:<file>#<export>` → [the imported module, its file as written, the export]. */
  imported: Record<string, [Record<string, unknown>, string, string]>;
  /** Content override points the site overrides (they hydrate as islands). */
  overrides: string[];
}

// The client renders <OpdocsProviders><App/><HydratedFlag/></OpdocsProviders>; the server
// must render the same shape (two children) so React's useId values match on hydration.
const Nothing = (): null => null;
// Children are passed as arguments, as the client passes them, not as a prop.
const Providers = OpdocsProviders as ComponentType<{ site: SiteData; store: ReturnType<typeof createRouteStore> }>;

/** A name with dots is a path into the module: `default.Name` is a global MDX component. */
function importedComponent(mod: Record<string, unknown>, file: string, name: string): unknown {
  const component = name.split('.').reduce<unknown>((value, key) => (value == null ? value : (value as Record<string, unknown>)[key]), mod);
  // Components, and values passed as props (a style object, an icon definition).
  if (component !== undefined) return component;
  const what = name.startsWith('default.') ? `no component "${name.slice(8)}" in the object it exports` : `no export "${name}" that is a React component`;
  return () => { throw new Error(`${file} has ${what}; export it, or fix the import in the MDX file`); };
}

/**
 * React keeps a javascript: URL out of a page by writing its own `javascript:throw …` in its
 * place: harmless, but still script in an href, which no page of a site should carry. The
 * attribute is left out instead (the link does nothing either way; the build warns of each).
 */
const REACT_BLOCKED_URL = / [A-Za-z:]+="javascript:throw new Error\(&#x27;React has blocked a javascript: URL as a security precaution\.&#x27;\)"/g;

/** `html` without the attributes React filled with its stand-in for a javascript: URL. */
function withoutBlockedUrls(html: string): string {
  return html.includes('React has blocked') ? html.replace(REACT_BLOCKED_URL, '') : html;
}

export function createRenderer({ pages, imported, overrides }: RendererInput) {
  const components = { ...CONTENT_COMPONENTS } as Record<string, unknown>;
  for (const [name, [mod, file, exportName]] of Object.entries(imported)) components[name] = importedComponent(mod, file, exportName);
  const bodyComponents = {
    components: components as ComponentMap,
    interactive: new Set([...INTERACTIVE_COMPONENTS, ...overrides, ...Object.keys(imported)]),
  };
  const reactMeta: Record<string, { title?: string; description?: string }> = {};
  for (const [key, mod] of Object.entries(pages)) if (key.startsWith('react:')) reactMeta[key] = { title: mod.title, description: mod.description };

  const storeOf = (route: RouteData, deps: Record<string, unknown>, Page: PageComponent) => {
    const url = new URL(route.path, 'http://localhost');
    return createRouteStore({ route, location: { pathname: url.pathname, search: '', hash: '' }, Page, deps });
  };
  return {
    reactMeta,
    render(site: SiteData, route: RouteData, deps: Record<string, unknown>): string {
      const Page = pages[route.page]?.default;
      if (!Page) throw new Error(`The page component for "${route.page}" does not default-export a React component.`);
      const store = storeOf(route, deps, Page);
      // A React page's Links mark their anchors (runtime/Link.tsx): the build checks those only.
      const flags = globalThis as { __opdocsMarkLinks?: boolean };
      flags.__opdocsMarkLinks = route.kind === 'react-page';
      try {
        return withoutBlockedUrls(renderToString(createElement(Providers, { site, store }, createElement(App, { site, store }), createElement(Nothing))));
      } finally {
        flags.__opdocsMarkLinks = false;
      }
    },
    // Components inside bodies get the providers pages have, so their hooks (useBaseUrl, Link) work.
    renderBodies(site: SiteData, route: RouteData, deps: Record<string, unknown>): RouteData {
      const store = storeOf(route, deps, Nothing);
      return renderRouteBodies(route, deps, bodyComponents, (element: ReactElement) => createElement(Providers, { site, store }, element));
    },
  };
}
