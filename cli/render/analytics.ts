/**
 * The Umami-style tracker's head tags (behaviors §15): a preconnect to its host, so the
 * connection is open by the time the deferred script is fetched, and the script itself with
 * the plugin's `data-*` attributes. Production builds only: document.ts decides when.
 */
import type { SiteConfig } from '../config/types.js';
import { originOf } from './csp.js';
import { escapeHtml as e } from './escape.js';

/** `<link rel="preconnect">` to the tracker's origin; none for a tracker on the site's own origin. */
export function renderAnalyticsPreconnect(config: SiteConfig): string {
  const [origin] = originOf(config.analytics?.src);
  return origin ? `<link rel="preconnect" href="${e(origin)}">` : '';
}

/**
 * The tracker script. Booleans are always written (as "true"/"false"), as the plugin fills
 * its defaults; text options only when set.
 */
export function renderAnalyticsScript(config: SiteConfig): string {
  const a = config.analytics;
  if (!a) return '';
  const attrs = [
    `data-website-id="${e(a.websiteId)}"`,
    a.hostUrl ? `data-host-url="${e(a.hostUrl)}"` : '',
    `data-auto-track="${a.autoTrack}"`, `data-do-not-track="${a.doNotTrack}"`, `data-cache="${a.cache}"`,
    a.domains?.length ? `data-domains="${e(a.domains.join(','))}"` : '',
    `data-exclude-search="${a.excludeSearch}"`, `data-exclude-hash="${a.excludeHash}"`,
    a.tag ? `data-tag="${e(a.tag)}"` : '',
    a.beforeSend ? `data-before-send="${e(a.beforeSend)}"` : '',
  ].filter(Boolean).join(' ');
  return `<script async defer src="${e(a.src)}" ${attrs}></script>`;
}
