/**
 * Config `redirects`: a page and a data file at each old path, links to old paths accepted,
 * targets checked like links, and mistakes reported at their place in site.config.json.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { buildSite } from '../../../../../cli/commands/build';
import { writeSiteFiles } from '../../../../helpers/site-files';

const Redirects = suite('config redirects');

const siteWith = (redirects: unknown[], more: object = {}, files: Record<string, string> = {}) => writeSiteFiles('opdocs-redirects-', {
  // One key per line, so each redirect's place in the file is a line of its own.
  'site.config.json': JSON.stringify({ title: 'Moves', url: 'https://example.org', baseUrl: '/m/', contentDir: '.', ...more, redirects }, null, 2),
  'docs/setup.md': '# Setup\n\n## Linux\n\nSee [the old page](/docs/install) and [older](/install#linux).\n',
  ...files,
});

async function problems(dir: string): Promise<string[]> {
  const { errors } = await loadSite(await loadConfig(dir));
  const text = readFileSync(join(dir, 'site.config.json'), 'utf8').split('\n');
  // Each message with the config line it points at, so the test shows the place, not a number.
  return errors.map((e) => `${e.message} @ ${text[(e.line ?? 1) - 1].trim()}`);
}

Redirects('each old path gets a page going to the target (with the reader\'s anchor) and the data the router follows', async () => {
  const dir = siteWith([{ from: ['/docs/install', '/install'], to: '/docs/setup' }, { from: '/docs/elsewhere', to: 'https://example.com/guide' }]);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const page = readFileSync(join(dir, 'build/docs/install/index.html'), 'utf8');
  assert.match(page, '<meta http-equiv="refresh" content="0; url=/m/docs/setup">');
  assert.match(page, '<link rel="canonical" href="https://example.org/m/docs/setup">');
  assert.match(page, '<script>location.replace("/m/docs/setup" + location.search + location.hash);</script>');
  assert.match(readFileSync(join(dir, 'build/install/index.html'), 'utf8'), 'url=/m/docs/setup"');
  assert.equal(JSON.parse(readFileSync(join(dir, 'build/docs/install/__data.json'), 'utf8')), { redirect: '/m/docs/setup' });
  assert.match(readFileSync(join(dir, 'build/docs/elsewhere/index.html'), 'utf8'), 'url=https://example.com/guide"');
  assert.not.match(readFileSync(join(dir, 'build/sitemap.xml'), 'utf8'), 'install', 'old addresses are no pages of the sitemap');
});

Redirects('with trailingSlash false the page is <path>.html; under csp it has no inline script', async () => {
  const dir = siteWith([{ from: '/docs/install', to: '/docs/setup#linux' }, { from: '/install', to: '/docs/setup' }], { trailingSlash: false, csp: true });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const page = readFileSync(join(dir, 'build/docs/install.html'), 'utf8');
  assert.match(page, 'url=/m/docs/setup#linux"');
  assert.not.match(page, '<script');
});

Redirects('a target with a query is checked by its path, and the old address leads to it with the query', async () => {
  const dir = siteWith([{ from: ['/docs/install', '/install'], to: '/docs/setup?os=linux#linux' }, { from: '/docs/gone', to: '/docs/nothing?os=linux' }]);
  assert.equal(await problems(dir), ['broken link: /docs/nothing?os=linux → /m/docs/nothing is not a page of this site @ "to": "/docs/nothing?os=linux"']);
  const good = siteWith([{ from: ['/docs/install', '/install'], to: '/docs/setup?os=linux#linux' }]);
  await buildSite({ siteDir: good, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(good, 'build/docs/install/index.html'), 'utf8'), 'url=/m/docs/setup?os=linux#linux"');
});

Redirects('a target\'s missing anchor is a warning even when onBrokenAnchors throws, as Docusaurus checks only the path', async () => {
  const dir = siteWith([{ from: ['/docs/install', '/install'], to: '/docs/setup#windows' }], { onBrokenAnchors: 'throw' });
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => `${w.error.line} ${w.error.message}`), [
    '13 broken anchor (of a redirect target, which Docusaurus does not check): /docs/setup#windows → /m/docs/setup has no heading with id "windows"',
  ]);
});

Redirects('a target that is no page is a broken link at its line', async () => {
  const dir = siteWith([{ from: ['/docs/install', '/install'], to: '/docs/missing' }]);
  assert.equal(await problems(dir), ['broken link: /docs/missing → /m/docs/missing is not a page of this site @ "to": "/docs/missing"']);
});

Redirects('an old path that is a page, one redirected twice and a target redirected again are errors at their place', async () => {
  const dir = siteWith([
    { from: '/docs/setup', to: '/docs/setup' },
    { from: ['/install', '/docs/install'], to: '/docs/setup' },
    { from: '/docs/install', to: '/docs/setup' },
    { from: '/old-install', to: '/install' },
  ]);
  assert.equal(await problems(dir), [
    'redirect from /docs/setup: that is a page of this site (/m/docs/setup) @ "from": "/docs/setup",',
    'redirect from /docs/install: it is already redirected to /m/docs/setup @ "from": "/docs/install",',
    'redirect to /m/install: that address is itself redirected @ "to": "/install"',
  ]);
});

Redirects('with onDuplicateRoutes "warn" a redirect from a page\'s address is left out with a warning, as Docusaurus does', async () => {
  const dir = siteWith([
    { from: ['/docs/setup/', '/install'], to: '/docs/install-guide' },
    { from: '/docs/install', to: '/docs/setup' },
    { from: '/docs/install', to: '/docs/install-guide' },
  ], { onDuplicateRoutes: 'warn', trailingSlash: false }, { 'docs/install-guide.md': '# Install guide\n' });
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => w.error.message), [
    'redirect from /docs/setup/: that is a page of this site (/m/docs/setup)',
    'redirect from /docs/install: it is already redirected to /m/docs/setup',
  ]);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/docs/setup.html'), 'utf8'), '<h1', 'the page keeps its address');
  assert.match(readFileSync(join(dir, 'build/docs/install.html'), 'utf8'), 'url=/m/docs/setup"', 'the first redirect from an address wins');
  assert.match(readFileSync(join(dir, 'build/install.html'), 'utf8'), 'url=/m/docs/install-guide"');
});

Redirects('a malformed entry fails with the key and what to write', async () => {
  const dir = siteWith([{ from: 'docs/install', to: 'docs/setup' }]);
  try {
    await loadConfig(dir);
    assert.unreachable('the config is refused');
  } catch (err) {
    const text = String((err as { errors?: unknown[] }).errors?.map(String) ?? err);
    assert.match(text, 'must be a path of this site starting with "/", got "docs/install"');
    assert.match(text, 'must be a path of this site starting with "/" or an http(s) URL');
  }
});

Redirects('a static file may not stand where a redirect page goes', async () => {
  const dir = siteWith([{ from: ['/docs/install', '/install'], to: '/docs/setup' }], {}, { 'static/docs/install/index.html': '<p>old</p>' });
  assert.equal((await problems(dir)).map((p) => p.split(' @ ')[0]), ['static file docs/install/index.html would replace the generated docs/install/index.html']);
  assert.not.ok(existsSync(join(dir, 'build')));
});

Redirects('a target among the pages of a plugin opdocs skips is put down to that plugin, not called mistyped', async () => {
  const dir = writeSiteFiles('opdocs-redirects-skipped-', {
    'docusaurus.config.js': `module.exports = { title: 'Moves', url: 'https://example.org', baseUrl: '/', plugins: [
  ['owl-api-pages', { routeBasePath: 'rest' }],
  ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-api', to: '/rest/users' }, { from: '/old-setup', to: '/docs/gone' }] }],
] };\n`,
    'docs/setup.md': '# Setup\n',
  });
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  const all = [...errors.map((e) => `error ${e.message}`), ...warnings.map((w) => `warning ${w.error.message}`)];
  const about = (to: string) => all.filter((m) => m.includes(`${to} →`)).map((m) => m.split(':')[0]);
  assert.equal(about('/rest/users'), ["warning link to a plugin's page"]);
  assert.equal(about('/docs/gone'), ['error broken link']);
  // Placed where the target is written in the docusaurus.config, not at its first line.
  const gone = errors.find((e) => e.message.includes('/docs/gone →'));
  assert.equal([gone?.line, gone?.column], [3, 124]);
});

Redirects.run();
