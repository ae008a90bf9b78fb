import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../../../runtime/types';
import type { ClientManifest } from '../../../../cli/bundle/bundle-client';
import type { SiteConfig } from '../../../../cli/config/types';
import { loadConfig } from '../../../../cli/config/load-config';
import { createCsp, renderDocument, type DocumentInput } from '../../../../cli/render/document';
import type { LoadedSite } from '../../../../cli/pipeline/site';
import { loadCleanSite, writeSiteFiles } from '../../../helpers/site-files';

const MANIFEST: ClientManifest = { entry: '/tyko/assets/entry.js', entryImports: [], css: [], chunks: {}, chunkCss: {}, fonts: [], files: [] };

async function loadTyko(extra: Record<string, unknown> = {}): Promise<{ config: SiteConfig; loaded: LoadedSite }> {
  const dir = writeSiteFiles('document', {
    'site.config.json': JSON.stringify({ title: 'TyKO', url: 'https://akyriako.github.io', baseUrl: '/tyko/', ...extra }),
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    'content/pages/index.md': '# Home\n\nWelcome.\n',
  });
  return { config: await loadConfig(dir), loaded: await loadCleanSite(dir) };
}

function render(config: SiteConfig, loaded: LoadedSite, route: RouteData, more: Partial<DocumentInput> = {}): string {
  return renderDocument({ site: loaded.site, config, route, appHtml: '', headScripts: '', manifest: MANIFEST, buildId: 'b1', serviceWorker: false, ...more });
}
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const routeAt = (loaded: LoadedSite, path: string) => loaded.routes.find((r) => r.path === path)!;

const test = suite('page documents');

test('every page names its URL in each locale with hreflang, plus x-default for the default locale', async () => {
  const { config, loaded } = await loadTyko();
  const html = head(render(config, loaded, routeAt(loaded, '/tyko/docs/intro')));
  assert.match(html, '<link rel="alternate" hreflang="en" href="https://akyriako.github.io/tyko/docs/intro"><link rel="alternate" hreflang="x-default" href="https://akyriako.github.io/tyko/docs/intro">');
  const site = { ...loaded.site, locales: [...loaded.site.locales, { code: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr' as const, href: '/tyko/fr/' }] };
  const both = head(render(config, { ...loaded, site }, routeAt(loaded, '/tyko/')));
  assert.match(both, '<link rel="alternate" hreflang="en" href="https://akyriako.github.io/tyko/"><link rel="alternate" hreflang="fr-FR" href="https://akyriako.github.io/tyko/fr/">'
    + '<link rel="alternate" hreflang="x-default" href="https://akyriako.github.io/tyko/">');
});

test("og:locale names the page's language and og:locale:alternate each other one, dashes as underscores", async () => {
  const { config, loaded } = await loadTyko();
  assert.match(head(render(config, loaded, routeAt(loaded, '/tyko/docs/intro'))), '<meta property="og:locale" content="en">');
  assert.not.match(head(render(config, loaded, routeAt(loaded, '/tyko/docs/intro'))), 'og:locale:alternate', 'one language, no alternate');
  const fr = { code: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr' as const, href: '/tyko/fr/' };
  const ar = { code: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl' as const, href: '/tyko/ar/' };
  const site = { ...loaded.site, locale: fr, locales: [...loaded.site.locales, fr, ar] };
  const html = head(render(config, { ...loaded, site }, routeAt(loaded, '/tyko/')));
  assert.match(html, '<meta property="og:locale" content="fr_FR"><meta property="og:locale:alternate" content="en"><meta property="og:locale:alternate" content="ar">');
});

test('the 404 page, which answers for any address, names no alternates', async () => {
  const { config, loaded } = await loadTyko();
  const notFound = loaded.routes.find((r) => r.kind === 'not-found')!;
  assert.not.match(render(config, loaded, notFound), 'hreflang');
});

test('a blog post is an Open Graph article with one og:type; other pages stay websites', async () => {
  const dir = writeSiteFiles('document-article', {
    'site.config.json': JSON.stringify({ title: 'TyKO', url: 'https://akyriako.github.io', baseUrl: '/tyko/' }),
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    'content/blog/2025-06-01-launch.md': '---\ntitle: Launch\nauthors: [{ name: Ada, url: https://ada.example.com }]\ntags: [release]\n---\n\nShort.\n',
  });
  const config = await loadConfig(dir);
  const loaded = await loadCleanSite(dir);
  const post = head(render(config, loaded, routeAt(loaded, '/tyko/blog/2025/06/01/launch')));
  assert.is(post.match(/property="og:type"/g)?.length, 1);
  assert.match(post, '<meta property="og:type" content="article">');
  assert.match(post, '<meta property="article:published_time" content="2025-06-01T00:00:00.000Z">');
  assert.match(post, '<meta property="article:author" content="https://ada.example.com">');
  assert.match(post, '<meta property="article:tag" content="release">');
  assert.match(head(render(config, loaded, routeAt(loaded, '/tyko/docs/intro'))), '<meta property="og:type" content="website">');
  // The post's and the blog list's JSON-LD are in the head, whatever draws the page; a doc has none.
  const ld = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  assert.equal(ld(post).map((b) => [b['@type'], b.url, b.headline]), [['BlogPosting', 'https://akyriako.github.io/tyko/blog/2025/06/01/launch', 'Launch']]);
  assert.equal(ld(head(render(config, loaded, routeAt(loaded, '/tyko/blog')))).map((b) => b['@type']), ['Blog']);
  assert.equal(ld(render(config, loaded, routeAt(loaded, '/tyko/docs/intro'))), []);
});

const UMAMI = { src: 'https://umami.example.com/script.js', websiteId: 'w-1', doNotTrack: true, tag: 'docs', excludeHash: true, beforeSend: 'beforeSendHandler' };

test('analytics: a preconnect to the tracker host and the script with every data attribute, in production builds only', async () => {
  const { config, loaded } = await loadTyko({ analytics: UMAMI });
  const route = routeAt(loaded, '/tyko/docs/intro');
  const html = head(render(config, loaded, route, { analytics: true }));
  assert.match(html, '<link rel="preconnect" href="https://umami.example.com">');
  assert.match(html, '<script async defer src="https://umami.example.com/script.js" data-website-id="w-1" data-auto-track="true" data-do-not-track="true" data-cache="false" '
    + 'data-exclude-search="false" data-exclude-hash="true" data-tag="docs" data-before-send="beforeSendHandler"></script>');
  const dev = head(render(config, loaded, route));
  assert.not.match(dev, 'umami.example.com', 'serve --watch pages carry no tracker and no preconnect');
});

/** The banner markup the home page's script would insert (a JSON string inside the script). */
function bannerOf(html: string): string {
  const literal = /d\.innerHTML=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  return literal ? (JSON.parse(literal) as string) : '';
}

test('the base-URL banner script: the spec\'s texts, " (default value)" for "/", and off with baseUrlIssueBanner: false', async () => {
  const { config, loaded } = await loadTyko();
  const banner = bannerOf(render(config, loaded, routeAt(loaded, '/tyko/')));
  assert.match(banner, '<p style="font-weight:bold;font-size:30px">Your Docusaurus site did not load properly.</p>');
  assert.match(banner, '<p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js#baseUrl" style="font-weight:bold">baseUrl configuration</a>.</p>');
  assert.match(banner, '<p>Current configured baseUrl = <strong>/tyko/</strong></p>');
  assert.match(banner, '<p>We suggest trying baseUrl = <strong id="__docusaurus-base-url-issue-banner-suggestion-container"></strong></p>');
  assert.is(bannerOf(render(config, loaded, routeAt(loaded, '/tyko/docs/intro'))), '', 'home page only');
  const root = await loadTyko({ baseUrl: '/' });
  assert.match(bannerOf(render(root.config, root.loaded, routeAt(root.loaded, '/'))), '<p>Current configured baseUrl = <strong>/</strong> (default value)</p>');
  const off = await loadTyko({ baseUrlIssueBanner: false });
  assert.not.match(render(off.config, off.loaded, routeAt(off.loaded, '/tyko/')), '__docusaurus-base-url-issue-banner');
  const hashes = (c: SiteConfig, l: LoadedSite) => createCsp({ site: l.site, config: c, headScripts: '' }).split(' ').filter((w) => w.startsWith("'sha256-")).length;
  assert.is(hashes(off.config, off.loaded), hashes(config, loaded) - 1, 'the policy allows no banner script that is never sent');
});

test('a javascript: site image makes no og:image or twitter:image; a path becomes an absolute URL', async () => {
  const scripted = await loadTyko({ image: 'javascript:alert(1)' });
  const html = head(render(scripted.config, scripted.loaded, routeAt(scripted.loaded, '/tyko/docs/intro')));
  assert.not.match(html, 'javascript:');
  assert.not.match(html, 'og:image');
  const card = await loadTyko({ image: 'img/card.png' });
  assert.match(head(render(card.config, card.loaded, routeAt(card.loaded, '/tyko/docs/intro'))), '<meta property="og:image" content="https://akyriako.github.io/tyko/img/card.png">');
});

test.run();
