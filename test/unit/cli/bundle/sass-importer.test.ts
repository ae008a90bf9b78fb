/**
 * Sass imports that webpack resolved for docusaurus-plugin-sass: `@site/…` from the site folder
 * and `~pkg/…` from node_modules; other URLs are left to Sass' own load paths.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSassText, siteSassImporter } from '../../../../cli/bundle/sass-files.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

test('@site/ and ~package imports name files of the site and its node_modules', () => {
  const importer = siteSassImporter('/site');
  assert.is(fileURLToPath(importer.findFileUrl('@site/src/scss/vars.scss')!), join('/site', 'src/scss/vars.scss'));
  assert.is(fileURLToPath(importer.findFileUrl('~kite-theme/base')!), join('/site', 'node_modules/kite-theme/base'));
  assert.is(importer.findFileUrl('../vars'), null);
  assert.is(importer.findFileUrl('~/home.scss'), null);
});

test('a stylesheet importing @site/… compiles with the file it names', () => {
  const dir = writeSiteFiles('opdocs-sass-site-import', {
    'src/scss/vars.scss': '$sky: #8cf;\n',
    'src/pages/Home.module.scss': '@import "@site/src/scss/vars.scss";\n.home { color: $sky; }\n',
    // A stand-in for the sass package: it inlines each @import through the importers it is given.
    'node_modules/sass/package.json': JSON.stringify({ name: 'sass', version: '1.0.0', main: 'index.js' }),
    'node_modules/sass/index.js': [
      "const { readFileSync } = require('node:fs');",
      "const { fileURLToPath } = require('node:url');",
      'exports.compile = (file, opts) => {',
      "  let text = readFileSync(file, 'utf8').replace(/@import \"([^\"]+)\";/g, (_, url) => {",
      "    const hit = opts.importers.map((i) => i.findFileUrl(url)).find(Boolean);",
      "    if (!hit) throw new Error(\"Can't find stylesheet to import.\");",
      "    return readFileSync(fileURLToPath(hit), 'utf8');",
      '  });',
      "  opts.logger.warn('@import is deprecated', { deprecation: true });",
      "  const vars = Object.fromEntries([...text.matchAll(/\\$(\\w+): ([^;]+);/g)].map((m) => [m[1], m[2]]));",
      "  return { css: text.replace(/\\$(\\w+): [^;]+;\\n/g, '').replace(/\\$(\\w+)/g, (_, v) => vars[v]) };",
      '};',
    ].join('\n'),
  });
  const out = compileSassText(join(dir, 'src/pages/Home.module.scss'), dir);
  assert.equal(out, { css: '\n.home { color: #8cf; }\n' });
});

test.run();
