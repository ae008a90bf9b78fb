import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssModules } from '../../../../cli/bundle/css-modules.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Urls = suite('`url(/…)` in a CSS module a site\'s React page imports');

const MODULE_CSS = [
  '@font-face { font-family: Demo; src: url("/fonts/demo.woff2") format("woff2"); }',
  '@font-face { font-family: Own; src: url("/src/font/own.woff2") format("woff2"); }',
  '.title { font-family: Demo, Own, sans-serif; }',
].join('\n');

const HOME = "import styles from './index.module.css';\nexport default function Home() { return <h1 className={styles.title}>Home</h1>; }\n";

Urls('a bundle that drops CSS takes the class names only; one that keeps it, the stylesheet too', async () => {
  const siteDir = writeSiteFiles('opdocs-css-module-urls', {
    'src/pages/index.js': "import styles from './index.module.css';\nexport default styles.title;",
    'src/pages/index.module.css': MODULE_CSS,
  });
  const bundle = (css: 'empty' | 'css') => build({
    entryPoints: [join(siteDir, 'src', 'pages', 'index.js')], bundle: true, write: false, outdir: join(siteDir, 'out'), metafile: true, logLevel: 'silent',
    // No static-urls plugin: a bundle that parsed the stylesheet could not resolve its `url(/…)`s.
    loader: { '.css': css, '.woff2': 'file' }, plugins: [cssModules(siteDir)],
  });
  const server = await bundle('empty');
  assert.not.ok(Object.keys(server.metafile.inputs).some((name) => name.startsWith('opdocs-css-module:')), 'the stylesheet is not read');
  assert.match(server.outputFiles.map((f) => f.text).join('\n'), /"title":\s*"pages_title"/);
  try {
    await bundle('css');
    assert.unreachable('the stylesheet is read, and its url() is left to the static-urls plugin');
  } catch (err) {
    assert.is((err as { errors: { text: string }[] }).errors[0].text, 'Could not resolve "/fonts/demo.woff2"');
  }
});

Urls('the site builds: the page has the class name, the stylesheet the static file\'s URL and the site file bundled', async () => {
  const siteDir = writeSiteFiles('opdocs-css-module-urls-site', {
    'site.config.json': JSON.stringify({ title: 'Fonts', url: 'https://example.com', baseUrl: '/fonts-site/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    'src/pages/index.js': HOME,
    'src/pages/index.module.css': MODULE_CSS,
    'static/fonts/demo.woff2': 'static font bytes',
    'src/font/own.woff2': 'own font bytes',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(siteDir, 'build', 'index.html'), 'utf8'), '<h1 class="pages_title">Home</h1>');
  assert.ok(existsSync(join(siteDir, 'build', 'fonts', 'demo.woff2')), 'the static folder is copied');
  const assets = join(siteDir, 'build', 'assets');
  const css = readdirSync(assets).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(css, '.pages_title{');
  // esbuild may write a URL it rewrites with quotes or without.
  assert.match(css, /url\("?\/fonts-site\/fonts\/demo\.woff2"?\)/);
  const own = /url\("?\/fonts-site\/assets\/(own-[\w-]+\.woff2)"?\)/.exec(css)?.[1];
  assert.ok(own, 'a site file the URL names is bundled under a hashed name');
  assert.is(readFileSync(join(assets, own!), 'utf8'), 'own font bytes');
});

Urls.run();
