/**
 * The inline script the build puts first in <body>. It runs before first paint, so the page
 * never flashes the wrong colour mode or a dismissed announcement bar. Self-contained ES5,
 * no dependencies; every storage access is guarded because storage may be blocked.
 */
import type { SiteData } from '../runtime/types';
import { scriptJson as toScriptLiteral } from '../runtime/escape-html';

/**
 * Returns `<script>…</script>` markup that sets `<html data-theme>` from `?docusaurus-theme=`,
 * the stored `theme`, the system preference (if respected) or the default mode; copies
 * `?docusaurus-data-<name>=` params to `data-<name>`; and, when an announcement bar is
 * configured, sets `data-announcement-bar-initially-dismissed` so CSS can hide it up front.
 */
export function renderHeadScripts(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.colorMode;
  const options = {
    d: defaultMode === 'dark' ? 'dark' : 'light',
    r: respectPrefersColorScheme,
    // With the switch disabled a stored choice is deleted on mount; ignore it here too.
    s: !disableSwitch,
    a: site.announcementBar ? site.announcementBar.id : null,
    // A bar that cannot be closed is shown whatever an earlier bar of its id left stored.
    c: site.announcementBar ? site.announcementBar.isCloseable : false,
  };
  const body =
    '(function(o){var h=document.documentElement,q;' +
    'function g(k){try{return window.localStorage.getItem(k)}catch(e){return null}}' +
    'function m(x){try{return window.matchMedia(x).matches}catch(e){return false}}' +
    'try{q=new URLSearchParams(window.location.search)}catch(e){q=null}' +
    'var t=q?q.get("docusaurus-theme"):null;' +
    'if(t===null&&o.s)t=g("theme");' +
    'if(t===null&&o.r)t=m("(prefers-color-scheme: dark)")?"dark":m("(prefers-color-scheme: light)")?"light":null;' +
    'h.setAttribute("data-theme",t===null?o.d:t);' +
    'if(q)q.forEach(function(v,k){if(k.indexOf("docusaurus-data-")===0)h.setAttribute("data-"+k.slice(16),v)});' +
    'if(o.a!==null){var i=g("docusaurus.announcement.id");if(i==="annoucement-bar")i="announcement-bar";' +
    'h.setAttribute("data-announcement-bar-initially-dismissed",String(o.c&&i===o.a&&g("docusaurus.announcement.dismiss")==="true"))}' +
    '})(' +
    toScriptLiteral(options) +
    ')';
  return `<script>${body}</script>`;
}
