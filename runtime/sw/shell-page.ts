/**
 * Turns the build's offline page into a boot page for another route: its embedded boot data
 * gets that route (HTML included, marked `shell`, so the client renders rather than
 * hydrates), its title and <html> class follow the route, and the offline message is removed.
 * Pure string work, shared by the worker and the unit tests.
 */
import { escapeHtml, scriptJson } from '../escape-html';

const BOOT = /(<script id="__opdocs_data" type="application\/json">)([\s\S]*?)(<\/script>)/;
const ROOT_OPEN = '<div id="__docusaurus">';

export interface RouteHead {
  title: string;
  htmlClassName?: string;
}

/** The offline page's document turned into a boot page for `route` (pure string work). */
export function shellFor(offlineHtml: string, route: { head: RouteHead }): string | null {
  const boot = BOOT.exec(offlineHtml);
  const rootAt = offlineHtml.indexOf(ROOT_OPEN);
  const rootEnd = offlineHtml.lastIndexOf('</div></body>');
  if (!boot || rootAt < 0 || rootEnd < rootAt) return null;
  const data = { ...JSON.parse(boot[2]!), route, shell: true };
  let html = offlineHtml.slice(0, rootAt + ROOT_OPEN.length) + offlineHtml.slice(rootEnd);
  html = html.replace(BOOT, (_m, open: string, _json: string, close: string) => open + scriptJson(data) + close);
  // The root is emptied, so the element a render-blocking `expect` link waits for never comes:
  // the paint would wait for the end of parsing and Chromium warns on every such page.
  html = html.replace(/<link rel="expect" [^>]*>/g, '');
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(route.head.title)}</title>`);
  return html.replace(/^(<!doctype html><html[^>]*? class=")[^"]*"/, (_m, start: string) => `${start}${escapeHtml(route.head.htmlClassName ?? '')}"`);
}

