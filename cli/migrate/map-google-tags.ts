/**
 * Docusaurus' Google tag options → `gtag` and `googleTagManager`: the classic preset's `gtag` and
 * `googleTagManager`, or the plugins of those names listed on their own. Universal Analytics
 * (`googleAnalytics`), which Google has turned off, stays a note.
 */
import { isObj, str, type Obj } from './json-values.js';

type Note = (key: string, what: string) => void;

const UNIVERSAL_ANALYTICS_NOTE = 'Universal Analytics (analytics.js) no longer collects data; use `gtag` with a Google Analytics 4 measurement id instead';

/** Maps one Google option (`kind`) found at `at`; a value that cannot be used is a note. */
export function mapGoogleTag(kind: 'gtag' | 'googleTagManager' | 'googleAnalytics', value: unknown, at: string, out: Obj, note: Note): void {
  if (kind === 'googleAnalytics') return note(at, UNIVERSAL_ANALYTICS_NOTE);
  if (!isObj(value)) return note(at, `left out: ${kind} takes an object of options`);
  if (kind === 'googleTagManager') {
    const containerId = str(value.containerId);
    if (containerId) out.googleTagManager = { containerId };
    else note(`${at}.containerId`, 'left out: give the container id as text, e.g. "GTM-ABC123"');
    return;
  }
  const ids = typeof value.trackingID === 'string' ? value.trackingID : Array.isArray(value.trackingID) ? value.trackingID.filter((v) => typeof v === 'string') : [];
  if (!ids.length) return note(`${at}.trackingID`, 'left out: give the measurement id as text, e.g. "G-ABC123"');
  out.gtag = { trackingID: ids, ...(value.anonymizeIP === true ? { anonymizeIP: true } : {}) };
}

/** Which Google option a plugin of this name is, if any. */
export function googleTagKind(plugin: string): 'gtag' | 'googleTagManager' | 'googleAnalytics' | undefined {
  if (/plugin-google-gtag$/.test(plugin)) return 'gtag';
  if (/plugin-google-tag-manager$/.test(plugin)) return 'googleTagManager';
  if (/plugin-google-analytics$/.test(plugin)) return 'googleAnalytics';
  return undefined;
}
