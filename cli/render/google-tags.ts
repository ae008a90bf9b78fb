/**
 * Google's tags in a production page (config `gtag` and `googleTagManager`, as Docusaurus' preset
 * writes them): the scripts from Google's host, the inline set-up each needs, and Tag Manager's
 * `<noscript>` frame. The inline scripts are the same on every page, so the CSP hashes them once.
 */
import type { SiteConfig } from '../config/types.js';
import { escapeHtml as e, jsonForScript } from './escape.js';

/** Where both tags load their scripts from (a CSP script-src origin). */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

type TagsConfig = Pick<SiteConfig, 'gtag' | 'googleTagManager'>;

/** The head tags: preconnects, the inline set-up of each tag, and its script. */
export function renderGoogleTagsHead(config: TagsConfig): string {
  const { gtag, googleTagManager: gtm } = config;
  if (!gtag && !gtm) return '';
  const out = [`<link rel="preconnect" href="${GOOGLE_TAG_ORIGIN}">`];
  if (gtag) {
    out.push('<link rel="preconnect" href="https://www.google-analytics.com">');
    out.push(`<script async src="${GOOGLE_TAG_ORIGIN}/gtag/js?id=${e(encodeURIComponent(gtag.trackingIDs[0]))}"></script>`);
  }
  if (gtm) out.push(`<script async src="${GOOGLE_TAG_ORIGIN}/gtm.js?id=${e(encodeURIComponent(gtm.containerId))}"></script>`);
  out.push(`<script>${googleTagsSetup(config)}</script>`);
  return out.join('');
}

/**
 * The inline set-up: the data layer both tags read, Tag Manager's start event, and gtag's
 * `config` call per measurement id (which sends the first page view).
 */
export function googleTagsSetup(config: TagsConfig): string {
  const { gtag, googleTagManager: gtm } = config;
  const lines = ['window.dataLayer=window.dataLayer||[];'];
  if (gtm) lines.push('dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});');
  if (gtag) {
    lines.push('function gtag(){dataLayer.push(arguments)}gtag("js",new Date);');
    const options = gtag.anonymizeIP ? ',{anonymize_ip:true}' : '';
    for (const id of gtag.trackingIDs) lines.push(`gtag("config",${jsonForScript(id)}${options});`);
  }
  return lines.join('');
}

/** Tag Manager's frame for readers without scripts, first in the body; empty without Tag Manager. */
export function renderGoogleTagManagerFrame(config: TagsConfig): string {
  const id = config.googleTagManager?.containerId;
  return id ? `<noscript><iframe src="${GOOGLE_TAG_ORIGIN}/ns.html?id=${e(encodeURIComponent(id))}" title="Google Tag Manager" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>` : '';
}
