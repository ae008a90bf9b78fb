/**
 * Which content components page bodies use (names in component markers), collected from the
 * routes before bundling: the bundles must contain the site components bodies import
 * (`import:<file>#<export>`), and the browser bundle gets island code only for components a
 * body uses, so a site without them keeps its bundle as it was.
 */
import type { RouteData } from '../../runtime/types.js';
import { decodeEntities, hasMarkers } from '../../runtime/islands/markers.js';
import { mapRouteHtml } from '../../runtime/islands/route-html.js';

const MARKER_NAME = /<opdocs-component\b[^>]*?\sname="([^"]+)"/g;

/** Every component name the routes' bodies use, sorted (the bundles' input stays stable). */
export function collectBodyComponents(routes: RouteData[]): string[] {
  const names = new Set<string>();
  for (const route of routes) {
    mapRouteHtml(route, (html) => {
      if (hasMarkers(html)) for (const m of html.matchAll(MARKER_NAME)) names.add(decodeEntities(m[1]));
      return html;
    });
  }
  return [...names].sort();
}

/** The imported site components among `names`. */
export const importedComponents = (names: string[]): string[] => names.filter((n) => n.startsWith('import:'));

/** The file and export of an imported component name. */
export function splitImportName(name: string): { file: string; exportName: string } {
  const at = name.lastIndexOf('#');
  return { file: name.slice('import:'.length, at), exportName: name.slice(at + 1) };
}
