import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { escapeHtml } from '../../../../cli/render/escape';
import { appIconSource, createWebManifest, shortName, webManifestHead } from '../../../../cli/output/web-manifest';

const config = (extra: Record<string, unknown> = {}) =>
  parseConfig(JSON.stringify({ title: 'TyKO', tagline: 'an operator', url: 'https://example.com', baseUrl: '/tyko', ...extra }), '/site/site.config.json', {});

const Manifest = suite('web manifest');

Manifest('installable fields: names, colours, start_url and scope under the base URL, PNG icons in 192 and 512', () => {
  const m = createWebManifest(config({ navbar: { logo: { src: 'img/logo.png', alt: 'Logo' } } }));
  assert.is(m.name, 'TyKO');
  assert.is(m.short_name, 'TyKO');
  assert.is(m.description, 'an operator');
  assert.is(m.start_url, '/tyko/');
  assert.is(m.scope, '/tyko/');
  assert.is(m.display, 'standalone');
  assert.match(String(m.theme_color), /^#[0-9a-f]{6}$/);
  assert.match(String(m.background_color), /^#[0-9a-f]{6}$/);
  assert.equal(m.icons, [
    { src: '/tyko/assets/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/tyko/assets/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/tyko/assets/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
});

Manifest('the icon comes from offline.icon, else the navbar logo, else the favicon; ICO is skipped, SVG used as is', () => {
  assert.equal(appIconSource(config({ favicon: 'img/favicon.ico' })), null);
  assert.equal(appIconSource(config({ favicon: 'img/fav.png' })), { rel: 'img/fav.png', kind: 'raster' });
  assert.equal(appIconSource(config({ favicon: 'img/fav.png', navbar: { logo: { src: '/img/logo.svg', alt: 'L' } } })), { rel: 'img/logo.svg', kind: 'svg' });
  assert.equal(appIconSource(config({ favicon: 'img/fav.png', offline: { icon: 'img/app.webp' } })), { rel: 'img/app.webp', kind: 'raster' });
  const svg = createWebManifest(config({ navbar: { logo: { src: 'img/logo.svg', alt: 'L' } } }));
  assert.equal(svg.icons, [{ src: '/tyko/img/logo.svg', sizes: 'any', type: 'image/svg+xml' }]);
  assert.equal(createWebManifest(config()).icons, []);
});

Manifest('a logo or favicon at an absolute URL is no icon source; the next candidate is', () => {
  const remoteLogo = { navbar: { logo: { src: 'https://cdn.example.org/logo.png', alt: 'L' } } };
  assert.equal(appIconSource(config({ ...remoteLogo, favicon: 'img/fav.png' })), { rel: 'img/fav.png', kind: 'raster' });
  assert.equal(appIconSource(config({ ...remoteLogo, favicon: 'data:image/png;base64,AAAA' })), null);
});

Manifest('each locale\'s manifest names its own language and direction; without one, the default locale\'s', () => {
  const c = config({ i18n: { defaultLocale: 'en', locales: ['en', 'ar'] } });
  assert.equal([createWebManifest(c).lang, createWebManifest(c).dir], ['en', 'ltr']);
  const ar = createWebManifest(c, true, { htmlLang: 'ar', direction: 'rtl' });
  assert.equal([ar.lang, ar.dir], ['ar', 'rtl']);
});

Manifest('short names fit a home screen', () => {
  assert.is(shortName('TyKO'), 'TyKO');
  assert.is(shortName('Typesense Kubernetes Operator'), 'Typesense');
  assert.is(shortName('Supercalifragilistic docs'), 'Supercalifra');
});

Manifest('the head links the manifest, the theme colour and the touch icon, escaped', () => {
  const head = webManifestHead(config({ favicon: 'img/fav.png' }), escapeHtml);
  assert.match(head, /<link rel="manifest" href="\/tyko\/manifest.webmanifest">/);
  assert.match(head, /<meta name="theme-color" content="#[0-9a-f]{6}">/);
  assert.match(head, /<link rel="apple-touch-icon" href="\/tyko\/assets\/icons\/icon-192.png">/);
  assert.not.match(webManifestHead(config(), escapeHtml), /apple-touch-icon/);
});

Manifest.run();
