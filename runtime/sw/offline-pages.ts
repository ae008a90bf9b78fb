/**
 * Pages made by the worker when the network is gone: any route whose data is cached is shown
 * by booting the runtime on the build's offline page with that route's data (the client then
 * renders instead of hydrating); anything else gets the offline page itself.
 */
import { BUILD, BUILD_CACHE, CONFIG, SCOPE, dataUrlsOf, htmlFileOf } from './config';
import { offlineImageSvg } from './offline-image';
import { offlinePageUrl } from './locale-offline';
import { shellFor } from './shell-page';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };
/**
 * The build's offline page in the language of `pathname` (another locale's, kept by the default
 * locale's worker, for a page under its folder), or a bare one if even that is missing.
 */
export async function offlinePage(pathname = ''): Promise<Response> {
  const cache = await caches.open(BUILD_CACHE);
  const cached = (await cache.match(offlinePageUrl(SCOPE, pathname, CONFIG.locales))) ?? (await cache.match(`${SCOPE}offline.html`));
  if (cached) return new Response(cached.body, { status: 503, headers: HTML_HEADERS });
  return new Response('<!doctype html><title>Offline</title><h1>You are offline</h1><p>This page is not saved on this device.</p>', { status: 503, headers: HTML_HEADERS });
}

/** The page at `pathname` made from cached route data of this build, or null. */
export async function pageFromData(pathname: string): Promise<Response | null> {
  const cache = await caches.open(BUILD_CACHE);
  const [shell, ...found] = await Promise.all([cache.match(`${SCOPE}offline.html`), ...dataUrlsOf(pathname).map((u) => cache.match(new URL(u, SCOPE).href))]);
  const data = found.find(Boolean);
  if (!shell || !data) return null;
  const html = shellFor(await shell.text(), await data.json());
  return html ? new Response(html, { headers: HTML_HEADERS }) : null;
}

/**
 * A page the build precached as HTML because it is no route (the base URL's redirect to the
 * docs when the site has no home page: the manifest's start_url), or null.
 */
export async function savedPage(pathname: string): Promise<Response | null> {
  const hit = await (await caches.open(BUILD_CACHE)).match(new URL(htmlFileOf(pathname), SCOPE).href);
  return hit ? new Response(hit.body, { headers: HTML_HEADERS }) : null;
}

/** True when a page's HTML was built by this worker's build. */
export const isThisBuild = (html: string) => html.includes(`"buildId":"${BUILD}"`);

/** Shown in place of an image that is neither cached nor reachable, saying so in the scope's language. */
export function offlineImage(): Response {
  return new Response(offlineImageSvg(CONFIG.imageText ?? 'Image not available offline'), { status: 200, headers: { 'Content-Type': 'image/svg+xml' } });
}
