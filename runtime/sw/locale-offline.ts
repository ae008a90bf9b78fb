/**
 * Other locales' offline pages, kept by the default locale's worker. Its scope (`/base/`) holds
 * every other locale's (`/base/fr/`), so a reader who only ever opened English pages has no
 * French worker: offline, a French page they never saved is answered by this worker, and must
 * still get the French offline page rather than the English one.
 */

/** Stylesheets an offline page links, so the kept page keeps its look. */
const STYLESHEET = /<link\s[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link\s[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g;

/**
 * The offline page URL for `pathname`: the page of the locale whose folder (`fr/`, from
 * `locales`) the path lies in, else the worker's own.
 */
export function offlinePageUrl(scope: string, pathname: string, locales: readonly string[] = []): string {
  const base = new URL(scope).pathname;
  const folder = locales.find((l) => pathname.startsWith(base + l) || `${pathname}/` === base + l);
  return `${scope}${folder ?? ''}offline.html`;
}

/** Same-origin stylesheet URLs an offline page's HTML links, resolved against `pageUrl`. */
export function stylesheetsOf(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return [...html.matchAll(STYLESHEET)].map((m) => new URL(m[1] ?? m[2]!, pageUrl).href).filter((u) => u.startsWith(origin));
}

/**
 * Puts each other locale's offline page and its stylesheets into `cache`. Best effort: a locale
 * deployed apart or missing must not fail the install of this locale's worker.
 */
export async function keepLocaleOfflinePages(cache: Cache, scope: string, locales: readonly string[]): Promise<void> {
  await Promise.all(locales.map(async (folder) => {
    try {
      const url = `${scope}${folder}offline.html`;
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) return;
      const html = await response.text();
      await cache.put(url, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
      await Promise.all(stylesheetsOf(html, url).map(async (css) => {
        const sheet = await fetch(css);
        if (sheet.ok) await cache.put(css, sheet);
      }));
    } catch {
      // Offline pages of other locales are a comfort, not part of this build's precache.
    }
  }));
}
