/**
 * The base-URL issue banner (behaviors §6.5): a tiny inline script the build puts in the
 * <head> of the home page only (the route whose path is baseUrl). If the client bundle never ran (usually a wrong `baseUrl`), it shows a banner
 * suggesting the right value. It is plain text for the build, never React-rendered, so search
 * engines do not index it. Pure string building: safe to import from the build.
 */

/** Id of the banner container; the theme's CSS hides it, so it only shows when CSS failed too. */
export const BASE_URL_BANNER_CONTAINER_ID = '__opdocs-base-url-issue-banner-container';

/** Returns the JavaScript source (without <script> tags) of the banner check for `baseUrl`. */
export function createBaseUrlBannerScript(baseUrl: string): string {
  const literal = JSON.stringify(baseUrl).replace(/</g, '\\u003c');
  return `document.addEventListener('DOMContentLoaded',function(){
var b=${literal};if(window.__opdocs)return;
var s=location.pathname.replace(/\\/?$/,'/');
var c=document.createElement('div');c.id='${BASE_URL_BANNER_CONTAINER_ID}';
var d=document.createElement('div');d.id='__opdocs-base-url-issue-banner';d.setAttribute('role','alert');
d.style.cssText='border:thick solid red;background-color:rgb(255,230,179);margin:20px;padding:20px;font-size:20px';
function p(t,bold){var e=document.createElement(bold?'strong':'p');e.textContent=t;return e}
var h=p('Your site did not load properly.',1);h.style.fontSize='30px';h.style.display='block';d.appendChild(h);
d.appendChild(p('A very common reason is a wrong baseUrl in site.config.json.'));
d.appendChild(p('Current configured baseUrl = '+b+(b==='/'?' (default value)':'')));
var g=p('We suggest trying baseUrl = ');var v=document.createElement('strong');v.id='__opdocs-base-url-issue-banner-suggestion-container';v.textContent=s;g.appendChild(v);d.appendChild(g);
c.appendChild(d);document.body.prepend(c);
});`;
}
