/** The full HTML document of one route: head tags, preloads, boot data and the rendered app. */
import type { LocaleData, RouteData, SiteData } from '../../runtime/types.js';
import { keywordsContent } from '../../runtime/keywords.js';
import type { SiteConfig } from '../config/types.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import { escapeHtml as e, jsonForScript } from './escape.js';
import { inlineScriptBodies, originOf, renderCsp } from './csp.js';
import { headExtras } from './head-extras.js';
import { renderAnalyticsPreconnect, renderAnalyticsScript } from './analytics.js';
import { GOOGLE_TAG_ORIGIN, renderGoogleTagManagerFrame, renderGoogleTagsHead } from './google-tags.js';
import { renderBaseUrlBanner } from './base-url-banner.js';
import { webManifestHead } from '../output/web-manifest.js';
import { renderOpenSearchLink } from '../pipeline/search/opensearch.js';
import { EXTERNAL } from '../pipeline/check/links.js';
import { isScriptUrl } from '../pipeline/parse/script-url.js';
import { MAIN_WRAPPER_ID } from '../../theme/SkipToContent/main-wrapper-id.js';
import { jsonLdScript, routeStructuredData } from '../../theme/Blog/structured-data.js';
import { pageJsonLdOf } from '../pipeline/page-json-ld.js';

export interface DocumentInput {
  site: SiteData;
  config: SiteConfig;
  route: RouteData;
  appHtml: string;
  headScripts: string;
  manifest: ClientManifest;
  buildId: string;
  /** Extra markup at the end of <body> (dev reload client). */
  bodyEnd?: string;
  serviceWorker: boolean;
  /** The app icon source proved unusable: no apple-touch-icon link. */
  noAppIcon?: boolean;
  /** Content Security Policy for a `<meta http-equiv>` tag (production builds). */
  csp?: string;
  /** Add the analytics tracker: production builds only, so `serve --watch` sessions are not counted (behaviors §15). */
  analytics?: boolean;
}

/** og:image wants a full URL: a path under static/ gets the site's; an absolute URL stays as written. */
function absoluteImage(src: string, siteBase: string): string {
  return EXTERNAL.test(src) ? src : siteBase + src.replace(/^\//, '');
}

/**
 * `<link rel="alternate" hreflang>` for this page in every locale, and `x-default` for the
 * default locale's (behaviors §8). Each locale's URL is its home path plus the page's path
 * below the current locale's home.
 */
function renderLocaleAlternates(site: SiteData, path: string): string {
  const rest = path.startsWith(site.locale.href) ? path.slice(site.locale.href.length) : path.slice(site.baseUrl.length);
  const urlIn = (l: LocaleData) => e(site.url + l.href + rest);
  // The default locale's home is the shortest (the others add their code to it), also on their pages.
  const fallback = site.locales.reduce((a, b) => (b.href.length < a.href.length ? b : a), site.locale);
  return site.locales.map((l) => `<link rel="alternate" hreflang="${e(l.htmlLang)}" href="${urlIn(l)}">`).join('')
    + `<link rel="alternate" hreflang="x-default" href="${urlIn(fallback)}">`;
}

/** A locale's `og:locale` value: its html lang with the first dash an underscore (`pt-BR` → `pt_BR`), as Docusaurus writes it. */
const ogLocale = (locale: LocaleData) => locale.htmlLang.replace('-', '_');

/** `og:locale:alternate` for each other language of the site, as Docusaurus' site metadata adds them. */
function renderOgLocaleAlternates(site: SiteData): string {
  return site.locales.filter((l) => l.htmlLang !== site.locale.htmlLang)
    .map((l) => `<meta property="og:locale:alternate" content="${e(ogLocale(l))}">`).join('');
}

function serviceWorkerScript(site: SiteData): string {
  return `<script>if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register(${jsonForScript(site.baseUrl + 'sw.js')},{scope:${jsonForScript(site.baseUrl)}}).catch(function(){})})</script>`;
}

/**
 * The Content Security Policy every page of a production build carries: it allows exactly the
 * inline scripts this module and the theme's head script can emit, so it is the same for all pages.
 */
export function createCsp(args: { site: SiteData; config: SiteConfig; headScripts: string }): string {
  const extras = headExtras(args.config);
  const banner = args.config.baseUrlIssueBanner ? renderBaseUrlBanner(args.site) : '';
  const google = renderGoogleTagsHead(args.config);
  const all = [banner, serviceWorkerScript(args.site), args.headScripts, extras.tail, google].join('');
  return renderCsp(inlineScriptBodies(all), [...originOf(args.config.analytics?.src), ...(google ? [GOOGLE_TAG_ORIGIN] : []), ...extras.scriptOrigins]);
}

// The site data and the chunk map are the same objects on every page of a build: serialised
// once, not once per page (on a 1,000-page site that was megabytes of JSON with a replacer).
const sharedJson = new WeakMap<object, string>();
function sharedBootJson(value: object): string {
  let json = sharedJson.get(value);
  if (json === undefined) {
    // Kept whole: the site's only HTML is navbar markup, which the client renders from this
    // data (unlike route bodies, which it reads back from the page).
    json = jsonForScript(value);
    sharedJson.set(value, json);
  }
  return json;
}

/** The page's boot data (runtime PageBootData, its keys in that order), as `jsonForScript(boot, true)` would write it. */
function renderBootJson(site: SiteData, route: RouteData, chunks: ClientManifest['chunks'], buildId: string): string {
  return `{"site":${sharedBootJson(site)},"route":${jsonForScript(route, true)},"chunks":${sharedBootJson(chunks)}${bootJsonEnd(buildId)}`;
}

/** How the boot data ends: with the build id (a kept page's mark, see volatileParts). */
const bootJsonEnd = (buildId: string) => `,"buildId":${jsonForScript(buildId)}}`;

/**
 * The parts of every page that change with any edit anywhere (the build id, the search index's
 * content-hashed name), exactly as renderDocument writes them. A warm build keeps unchanged
 * pages and writes these in anew (reuse-pages.ts); `stable` is the site data without them,
 * for the keys that say whether a page changed.
 */
export function volatileParts(site: SiteData, buildId: string): { marks: string[]; stable: SiteData } {
  const indexUrl = site.search?.indexUrl;
  const marks = [`${bootJsonEnd(buildId)}</script>`];
  if (!indexUrl) return { marks, stable: site };
  marks.push(`"indexUrl":${jsonForScript(indexUrl)}`);
  return { marks, stable: { ...site, search: { ...site.search!, indexUrl: '' } } };
}

/** A blog post's or the blog list's JSON-LD, in the head as Docusaurus writes it (theme/Blog/structured-data.ts). */
function structuredDataHead(site: SiteData, route: RouteData): string {
  const data = routeStructuredData(site, route);
  return data ? jsonLdScript(data) : '';
}

/** Renders the complete document. */
export function renderDocument(input: DocumentInput): string {
  const { site, route, manifest, config } = input;
  const h = route.head;
  const chunkFiles = manifest.chunks[route.page] ?? [];
  // The worker boots any page on the offline document, so that one links every page's styles.
  const pageCss = route.kind === 'offline' ? [...new Set(Object.values(manifest.chunkCss).flat())] : manifest.chunkCss[route.page] ?? [];
  const css = [...manifest.css, ...pageCss, ...(site.contentCss ? [site.contentCss] : []), ...(site.mathCss ? [site.mathCss] : [])];
  // A javascript: image (warned of at the config key) is no picture: no card rather than script in a meta tag.
  const image = h.image ?? (config.image && !isScriptUrl(config.image) ? absoluteImage(config.image, site.url + site.baseUrl) : undefined);
  const extras = headExtras(config);
  // A page's own meta tag replaces the site-wide one of the same name or property.
  const pageMeta = new Set(h.meta.map((m) => m.name ?? m.property));
  // The 404 and offline documents answer for any address, so they name no URL of their own.
  const addressed = route.kind !== 'not-found' && route.kind !== 'offline';
  const scripts = [
    config.baseUrlIssueBanner && route.path === site.baseUrl ? renderBaseUrlBanner(site) : '',
    input.serviceWorker ? serviceWorkerScript(site) : '',
  ];
  const head = [
    '<meta charset="utf-8">',
    input.csp ? `<meta http-equiv="Content-Security-Policy" content="${e(input.csp)}">` : '',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="opdocs">',
    `<title>${e(h.title)}</title>`,
    h.description ? `<meta name="description" content="${e(h.description)}"><meta property="og:description" content="${e(h.description)}">` : '',
    h.keywords?.length ? `<meta name="keywords" content="${e(keywordsContent(h.keywords))}">` : '',
    // The search page's results link to real pages, which crawlers may follow (unless the whole site is off limits).
    // The search page's tag also carries `property`, as Docusaurus writes it (behaviors §12.8).
    config.noIndex || h.noindex ? (route.kind === 'search' && !config.noIndex ? '<meta name="robots" property="robots" content="noindex, follow">' : '<meta name="robots" content="noindex, nofollow">') : '',
    site.search?.provider === 'algolia' && site.search.appId ? `<link rel="preconnect" href="https://${e(site.search.appId)}-dsn.algolia.net" crossorigin="anonymous">` : '',
    input.analytics ? renderAnalyticsPreconnect(config) : '',
    input.analytics ? renderGoogleTagsHead(config) : '',
    addressed ? `<link rel="canonical" href="${e(h.canonical)}"><meta property="og:url" content="${e(h.canonical)}">` : '',
    addressed ? renderLocaleAlternates(site, route.path) : '',
    input.serviceWorker ? webManifestHead(config, e, !input.noAppIcon) : '',
    // A page that names its own og:type (a blog post is an article) gets only that one.
    `<meta property="og:title" content="${e(h.title)}">${pageMeta.has('og:type') ? '' : '<meta property="og:type" content="website">'}<meta property="og:locale" content="${e(ogLocale(site.locale))}">${renderOgLocaleAlternates(site)}`,
    '<meta name="twitter:card" content="summary_large_image">',
    image ? `<meta property="og:image" content="${e(image)}"><meta name="twitter:image" content="${e(image)}">` : '',
    structuredDataHead(site, route),
    // The page's own JSON-LD, from its MDX <Head>.
    pageJsonLdOf(h).map((value) => jsonLdScript(value as object)).join(''),
    ...extras.meta.filter((m) => !pageMeta.has(m.key)).map((m) => m.html),
    ...h.meta.map((m) => `<meta ${m.name ? `name="${e(m.name)}"` : `property="${e(m.property ?? '')}"`} content="${e(m.content)}">`),
    // Without a favicon the browser asks for /favicon.ico and logs a 404; an empty icon avoids it.
    `<link rel="icon" href="${e(site.favicon ?? 'data:,')}">`,
    renderOpenSearchLink(site),
    ...[site.blog, ...(site.blogInstances ?? [])].flatMap((b) => b?.feeds ?? []).map((f) => `<link rel="alternate" type="${f.type === 'rss' ? 'application/rss+xml' : f.type === 'atom' ? 'application/atom+xml' : 'application/json'}" href="${e(f.href)}" title="${e(f.title)}">`),
    ...manifest.fonts.map((f) => `<link rel="preload" href="${e(f)}" as="font" type="font/woff2" crossorigin>`),
    extras.styles,
    ...css.map((c) => `<link rel="stylesheet" href="${e(c)}">`),
    // The first paint waits until the navbar is parsed (the page wrapper follows it): a slow
    // device painting a half-parsed navbar showed its right-hand items, then moved them left
    // as the rest arrived. Browsers without render-blocking `expect` links ignore it. A site's
    // own (swizzled) Layout may draw no such wrapper: waiting for it would hold the paint to the end.
    input.appHtml.includes(`id="${MAIN_WRAPPER_ID}"`) ? `<link rel="expect" href="#${MAIN_WRAPPER_ID}" blocking="render">` : '',
    ...[...manifest.entryImports, ...chunkFiles].map((f) => `<link rel="modulepreload" href="${e(f)}">`),
    `<script type="module" src="${e(manifest.entry)}"></script>`,
    `<script id="__opdocs_data" type="application/json">${renderBootJson(site, route, manifest.chunks, input.buildId)}</script>`,
    input.analytics ? renderAnalyticsScript(config) : '',
    ...scripts,
    extras.tail,
  ].filter(Boolean).join('');
  const dir = site.locale.direction;
  return `<!doctype html><html lang="${e(site.locale.htmlLang)}" dir="${dir}" data-theme="${site.colorMode.defaultMode}" data-has-hydrated="false" class="${e(h.htmlClassName)}"><head>${head}</head><body class="navigation-with-keyboard">${input.analytics ? renderGoogleTagManagerFrame(config) : ''}${input.headScripts}<div id="__docusaurus">${input.appHtml}</div>${input.bodyEnd ?? ''}</body></html>`;
}
