/** `gtag` and `googleTagManager`: Google's tags in production pages, in the CSP, and from a Docusaurus config. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import type { ClientManifest } from '../../../../cli/bundle/bundle-client';
import { buildSite } from '../../../../cli/commands/build';
import { loadConfig, loadConfigWithErrors } from '../../../../cli/config/load-config';
import { formatErrors } from '../../../../cli/errors';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config';
import { createCsp, renderDocument } from '../../../../cli/render/document';
import { googleTagsSetup } from '../../../../cli/render/google-tags';
import { loadCleanSite, writeSiteFiles } from '../../../helpers/site-files';

const test = suite('Google tags');
const MANIFEST: ClientManifest = { entry: '/assets/entry.js', entryImports: [], css: [], chunks: {}, chunkCss: {}, fonts: [], files: [] };
const TAGS = { gtag: { trackingID: ['G-KETTLE1', 'G-KETTLE2'], anonymizeIP: true }, googleTagManager: { containerId: 'GTM-KETTLE' } };

function writeSite(extra: Record<string, unknown> = {}): string {
  return writeSiteFiles('opdocs-google-tags-', {
    'site.config.json': JSON.stringify({ title: 'Kettle', url: 'https://kettle.example', baseUrl: '/', ...extra }),
    'content/docs/intro.md': '# Intro\n\nSee [the lid](./lid.md).\n',
    'content/docs/lid.md': '# Lid\n\nIt closes.\n',
  });
}

test('a production page loads gtag.js for the first id, configures every id and starts Tag Manager; serve --watch pages have neither', async () => {
  const dir = writeSite(TAGS);
  const config = await loadConfig(dir);
  const loaded = await loadCleanSite(dir);
  const route = loaded.routes.find((r) => r.path === '/docs/intro')!;
  const render = (analytics: boolean) => renderDocument({ site: loaded.site, config, route, appHtml: '', headScripts: '', manifest: MANIFEST, buildId: 'b1', serviceWorker: false, analytics });
  const page = render(true);
  const head = page.slice(0, page.indexOf('</head>'));
  assert.match(head, '<script async src="https://www.googletagmanager.com/gtag/js?id=G-KETTLE1"></script>');
  assert.match(head, '<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-KETTLE"></script>');
  assert.match(head, 'gtag("config","G-KETTLE1",{anonymize_ip:true});gtag("config","G-KETTLE2",{anonymize_ip:true});');
  assert.match(page, '<body class="navigation-with-keyboard"><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KETTLE" title="Google Tag Manager"');
  assert.not.match(render(false), 'googletagmanager', 'serve --watch sessions are not counted');
  // The CSP allows Google's host and the inline set-up by its hash.
  const hash = createHash('sha256').update(googleTagsSetup(config)).digest('base64');
  const csp = createCsp({ site: loaded.site, config, headScripts: '' });
  assert.match(csp, `'sha256-${hash}'`);
  assert.match(csp, 'https://www.googletagmanager.com');
});

test('the set-up runs as written: Tag Manager\'s start, then gtag() calls queued on the data layer', async () => {
  const config = await loadConfig(writeSite(TAGS));
  const page = createContext({});
  page.window = page;
  runInContext(googleTagsSetup(config), page);
  const layer = (page.dataLayer as unknown[]).map((entry) => (typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry));
  assert.is((layer[0] as { event: string }).event, 'gtm.js');
  assert.is((layer[1] as unknown[])[0], 'js');
  assert.equal(JSON.parse(JSON.stringify(layer.slice(2))), [['config', 'G-KETTLE1', { anonymize_ip: true }], ['config', 'G-KETTLE2', { anonymize_ip: true }]]);
});

test('an id that is not plain letters and digits is an error at its key; empty ids (an unset variable) turn the tags off', async () => {
  const { errors } = await loadConfigWithErrors(writeSite({ gtag: { trackingID: 'G-1"</script>' }, googleTagManager: { containerId: 'GTM 1' } }));
  const text = formatErrors(errors, '');
  assert.match(text, 'gtag.trackingID');
  assert.match(text, 'a measurement id is letters, digits, "-" and "_", e.g. "G-ABC123"');
  assert.match(text, 'googleTagManager.containerId');
  const off = await loadConfig(writeSite({ gtag: { trackingID: '' }, googleTagManager: { containerId: ' ' } }));
  assert.is(off.gtag, undefined);
  assert.is(off.googleTagManager, undefined);
});

test('a production build bundles the page-view module with gtag; a build without it has none', async () => {
  const withTag = writeSite({ gtag: { trackingID: 'G-KETTLE1' } });
  const without = writeSite();
  await buildSite({ siteDir: withTag, outDir: 'build', quiet: true });
  await buildSite({ siteDir: without, outDir: 'build', quiet: true });
  const scripts = (dir: string) => readdirSync(join(dir, 'build', 'assets'), { recursive: true }).map(String).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dir, 'build', 'assets', f), 'utf8')).join('\n');
  assert.match(scripts(withTag), '"page_view"');
  assert.not.match(scripts(without), '"page_view"');
  assert.match(readFileSync(join(withTag, 'build', 'docs', 'lid', 'index.html'), 'utf8'), 'gtag/js?id=G-KETTLE1');
});

test('migrate carries the classic preset\'s gtag and googleTagManager, and the plugins of those names', () => {
  const preset = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { gtag: { trackingID: 'G-ONE', anonymizeIP: true }, googleTagManager: { containerId: 'GTM-ONE' } }]] });
  assert.equal(preset.config.gtag, { trackingID: 'G-ONE', anonymizeIP: true });
  assert.equal(preset.config.googleTagManager, { containerId: 'GTM-ONE' });
  assert.equal(preset.notes, []);
  const plugins = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', plugins: [['@docusaurus/plugin-google-gtag', { trackingID: ['G-A', 'G-B'] }], ['google-analytics', { trackingID: 'UA-1' }]] });
  assert.equal(plugins.config.gtag, { trackingID: ['G-A', 'G-B'] });
  assert.equal(plugins.notes.map((n) => n.key), ['plugins[1]']);
  assert.match(plugins.notes[0].what, 'Universal Analytics');
});

test.run();
