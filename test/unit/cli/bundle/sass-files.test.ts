/**
 * A global Sass stylesheet (not a module) that a page imports, through a whole build: its
 * `url(/img/…)` names a file of the static folder, served at the base URL, as in Docusaurus.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { compileSassText } from '../../../../cli/bundle/sass-files.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

test('url(/img/…) in a global .scss a page imports points at the static file under the base URL', async () => {
  const dir = writeSiteFiles('opdocs-sass-static-url', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.com', baseUrl: '/kites/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    'static/img/sky.png': PNG,
    'src/pages/index.scss': '$shade: rgba(0, 0, 0, 0.25);\n.sky { background-image: linear-gradient($shade, $shade), url("/img/sky.png"); }\n',
    // A stand-in for the sass package a site installs: it replaces the one variable.
    'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.0.0', main: 'index.js' }),
    'node_modules/sass/index.js': "const { readFileSync } = require('node:fs');\nexports.compile = (file) => ({ css: readFileSync(file, 'utf8').replace(/^\\$shade: ([^;]+);\\n/m, '').replace(/\\$shade/g, 'rgba(0, 0, 0, 0.25)') });\n",
    'src/pages/index.jsx': "import './index.scss';\nexport default function Home() { return <main className=\"sky\"><h1>Kites</h1></main>; }\n",
  });
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } catch (err) {
    const user = asUserErrors(err);
    assert.unreachable(user ? formatErrors(user) : String(err));
  }
  const assets = join(dir, 'build', 'assets');
  const css = readdirSync(assets).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(css, /\.sky\{background-image:linear-gradient\([^)]*\)[^,]*,url\("?\/kites\/img\/sky\.png"?\)\}/);
  assert.match(readFileSync(join(dir, 'build', 'index.html'), 'utf8'), '<main class="sky"><h1>Kites</h1></main>');
});

/** A site whose stand-in sass package gives its load paths as the CSS, or throws as Sass does at a missing import. */
const standIn = (compile: string) => writeSiteFiles('opdocs-sass-load-paths', {
  'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.0.0', main: 'index.js' }),
  'node_modules/sass/index.js': `const { pathToFileURL } = require('node:url');\nexports.compile = ${compile};\n`,
  'src/components/Banner/index.module.scss': '@import "src/css/variables";\n.banner { color: $ink; }\n',
});

test('the site folder is a Sass load path (sass-loader adds the folder Docusaurus runs in), after the file\'s own', () => {
  const dir = standIn('(file, opts) => ({ css: JSON.stringify(opts.loadPaths) })');
  const out = compileSassText(join(dir, 'src/components/Banner/index.module.scss'), dir);
  assert.equal(JSON.parse((out as { css: string }).css), [join(dir, 'src/components/Banner'), dir, join(dir, 'node_modules')]);
});

test('a Sass error is placed at the line Sass names (the import it could not follow), not only the file', () => {
  const dir = standIn(`(file) => { const e = new Error("Can't find stylesheet to import.\\n  ╷\\n1 │ @import"); e.span = { url: pathToFileURL(file), start: { line: 0, column: 8 }, context: '@import "src/css/variables";\\n' }; throw e; }`);
  const file = join(dir, 'src/components/Banner/index.module.scss');
  const out = compileSassText(file, dir) as { errors: { text: string; location: unknown }[] };
  assert.equal(out.errors, [{ text: "Sass: Can't find stylesheet to import.", location: { file, line: 1, column: 8, lineText: '@import "src/css/variables";' } }]);
});

test.run();
