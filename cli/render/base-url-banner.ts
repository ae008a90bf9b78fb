/**
 * The base-URL issue banner (behaviors §6.5): an inline script on the home page that, once the
 * document is parsed, adds a banner when the client bundle never ran; the usual cause is a
 * wrong baseUrl, so the banner names the configured one and suggests the one in the address
 * bar. It is a script, not markup, so crawlers never index it. Turned off by
 * `baseUrlIssueBanner: false`.
 */
import type { SiteData } from '../../runtime/types.js';
import { escapeHtml as e, jsonForScript } from './escape.js';

/** Where the banner's link explains `baseUrl` (the spec points at Docusaurus' config docs). */
export const BASE_URL_DOCS = 'https://docusaurus.io/docs/docusaurus.config.js#baseUrl';

/** The banner's markup; the suggestion is filled in by the script, from the current address. */
export function renderBaseUrlBannerHtml(baseUrl: string): string {
  const configured = `<strong>${e(baseUrl)}</strong>${baseUrl === '/' ? ' (default value)' : ''}`;
  return '<div id="__docusaurus-base-url-issue-banner" style="border:thick solid red;background-color:rgb(255,230,179);margin:20px;padding:20px;font-size:20px">'
    + '<p style="font-weight:bold;font-size:30px">Your Docusaurus site did not load properly.</p>'
    + `<p>A very common reason is a wrong site <a href="${BASE_URL_DOCS}" style="font-weight:bold">baseUrl configuration</a>.</p>`
    + `<p>Current configured baseUrl = ${configured}</p>`
    + '<p>We suggest trying baseUrl = <strong id="__docusaurus-base-url-issue-banner-suggestion-container"></strong></p>'
    + '</div>';
}

/**
 * The inline script. It checks `navigate`, not just `window.__opdocs`, which a named element
 * could stand for (as the root #__docusaurus is `window.__docusaurus`). The container is also hidden by the theme's CSS,
 * so the banner only shows when the styles failed to load as well.
 */
export function renderBaseUrlBanner(site: Pick<SiteData, 'baseUrl'>): string {
  const js = `document.addEventListener("DOMContentLoaded",function(){if(window.__opdocs&&window.__opdocs.navigate)return;var d=document.createElement("div");d.id="__docusaurus-base-url-issue-banner-container";d.innerHTML=${jsonForScript(renderBaseUrlBannerHtml(site.baseUrl))};document.body.prepend(d);var p=location.pathname;document.getElementById("__docusaurus-base-url-issue-banner-suggestion-container").textContent=p.endsWith("/")?p:p+"/"});`;
  return `<script>${js}</script>`;
}
