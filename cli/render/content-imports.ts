/**
 * Which content components page bodies use (names in component markers), collected from the
 * routes before bundling: the bundles must contain the site components bodies import
 * (`import:<file>#<export>`), and the browser bundle gets island code only for components a
 * body uses, so a site without them keeps its bundle as it was.
 */
import type { RouteData, TocItem } from '../../runtime/types.js';
import { decodeEntities, hasMarkers } from '../../runtime/islands/markers.js';
import { eachTocHtml, mapRouteHtml } from '../../runtime/islands/route-html.js';

const MARKER_NAME = /<opdocs-component\b[^>]*?\sname="([^"]+)"/g;
// A prop holding an imported value (island-tree.ts IMPORT_REF), as escaped JSON in a marker's props.
// A prop written as code (CODE_REF) names a function of the MDX file's own module the same way.
const PROP_REF = /&quot;__opdocs(?:Import|Code)&quot;:&quot;((?:[^&]|&(?!quot;))*)&quot;/g;

/** What the routes' bodies use. */
export interface BodyComponents {
  /** Every component name, sorted (the bundles' input stays stable). */
  names: string[];
  /** The routes with a marker in a body: the only ones the render must look at again. */
  routes: Set<RouteData>;
}

/**
 * Bodies without markers, from the last call: a watch rebuild hands the routes the very strings
 * of last time, whose hash V8 keeps, so finding one is cheap, while scanning a thousand bodies
 * again took 4 % of a rebuild of 1,000 docs. Only the last call's are kept.
 */
let plainBefore = new Set<string>();
/**
 * TOCs without markers. An unchanged page's TOC is the very array of last time (parse/toc.ts),
 * so one look replaces a look per entry: the entries were most of the strings scanned.
 */
const plainTocs = new WeakSet<TocItem[]>();

/** Scans every body once (one `includes` for a body without markers). */
export function collectBodyComponents(routes: RouteData[]): BodyComponents {
  const names = new Set<string>();
  const marked = new Set<RouteData>();
  const plain = new Set<string>();
  for (const route of routes) {
    let found = false;
    const look = (html: string) => {
      if (plainBefore.has(html) || !hasMarkers(html)) {
        plain.add(html);
        return html;
      }
      found = true;
      for (const m of html.matchAll(MARKER_NAME)) names.add(decodeEntities(m[1]));
      for (const m of html.matchAll(PROP_REF)) names.add(JSON.parse(`"${decodeEntities(m[1])}"`) as string);
      return html;
    };
    mapRouteHtml(route, look, { toc: false });
    const toc = (route as { toc?: TocItem[] }).toc;
    if (toc && !plainTocs.has(toc)) {
      const before = found;
      found = false;
      eachTocHtml(toc, look);
      if (!found) plainTocs.add(toc);
      found ||= before;
    }
    if (found) marked.add(route);
  }
  plainBefore = plain;
  return { names: [...names].sort(), routes: marked };
}

/** The imported site components among `names`. */
export const importedComponents = (names: string[]): string[] => names.filter((n) => n.startsWith('import:'));

/** The file and export of an imported component name. */
export function splitImportName(name: string): { file: string; exportName: string } {
  const at = name.lastIndexOf('#');
  return { file: name.slice('import:'.length, at), exportName: name.slice(at + 1) };
}
