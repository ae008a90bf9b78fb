/**
 * `@font-face { … }` then `@import "variables";`: css-loader bundles such an import, ahead of
 * the file's rules, while esbuild (and CSS) ignored it, so a site's colours and partials were lost.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { build } from 'esbuild';
import { hoistLateImports } from '../../../../cli/bundle/css-late-imports.ts';
import { postcssStyles } from '../../../../cli/bundle/postcss-styles.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

test('a late top-level @import moves up before the first rule, in order, and the lines after keep their numbers', () => {
  const css = '@charset "utf-8";\n@import url("https://f.example/a.css");\n@font-face { font-family: "X;{"; }\n@import "vars";\n.a { color: red; }\n@import url(b.css) screen;\n.z {}\n';
  const out = hoistLateImports(css);
  assert.is(out.split('\n')[2], '@import "vars";@import url(b.css) screen;@font-face { font-family: "X;{"; }');
  assert.is(out.split('\n').length, css.split('\n').length);
  assert.is(out.split('\n').findIndex((l) => l.startsWith('.z')), 6);
});

test('imports already first, inside a block, or in a comment or string stay where they are', () => {
  for (const css of [
    '@import "a";\n@layer base, theme;\n.a {}\n',
    '.a {}\n@media print { @import "no"; }\n',
    '.a { content: "@import x;"; }\n/* @import "c"; */\n',
  ]) assert.is(hoistLateImports(css), css);
});

test('a site stylesheet importing its partial after a rule gets the partial bundled ahead of its own rules', async () => {
  const dir = writeSiteFiles('opdocs-late-import-', {
    'src/css/custom.css': '@font-face { font-family: Brand; src: url(data:font/woff2,) }\n@import "variables";\n.hero { background: var(--brand); }\n',
    'src/css/variables.css': ':root { --brand: #e3faf8; }\n',
  });
  const out = await build({ entryPoints: [join(dir, 'src/css/custom.css')], bundle: true, write: false, logLevel: 'silent', plugins: [postcssStyles(dir)] });
  const text = out.outputFiles[0].text;
  assert.ok(text.includes('--brand: #e3faf8') && text.indexOf('--brand: #e3faf8') < text.indexOf('.hero'), text);
  assert.not.match(text, '@import');
  assert.equal(out.warnings, []);
});

test.run();
