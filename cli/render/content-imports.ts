/**
 * The site components page bodies import (markers named `import:<file>#<export>`): the
 * bundles must contain them, so they are collected from the routes before bundling.
 */
import type { RouteData } from '../../runtime/types.js';
import { decodeEntities, hasMarkers } from '../../runtime/islands/markers.js';
import { mapRouteHtml } from '../../runtime/islands/route-html.js';

const IMPORT_NAME = /<opdocs-component\b[^>]*?\sname="(import:[^"]+)"/g;

/** Every imported component name the routes use, sorted (the bundles' input stays stable). */
export function collectImportedComponents(routes: RouteData[]): string[] {
  const names = new Set<string>();
  for (const route of routes) {
    mapRouteHtml(route, (html) => {
      if (hasMarkers(html)) for (const m of html.matchAll(IMPORT_NAME)) names.add(decodeEntities(m[1]));
      return html;
    });
  }
  return [...names].sort();
}

/** The file and export of an imported component name. */
export function splitImportName(name: string): { file: string; exportName: string } {
  const at = name.lastIndexOf('#');
  return { file: name.slice('import:'.length, at), exportName: name.slice(at + 1) };
}
