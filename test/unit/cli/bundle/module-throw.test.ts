/**
 * Site code whose top level throws when the pages are prepared is the site's error, reported at
 * its file and line, and the previous output stays.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { siteCodeThrew } from '../../../../cli/bundle/module-throw.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Throw = suite('site code that throws as it loads');

interface Located { file?: string; line?: number; column?: number; message: string }

async function errorsOf(siteDir: string): Promise<string[]> {
  try {
    await buildSite({ siteDir, outDir: 'build', quiet: true });
  } catch (err) {
    const list: Located[] = (err as { errors?: Located[] }).errors ?? [err as Located];
    return list.map((e) => `${e.file ? `${e.file.slice(siteDir.length + 1)}:${e.line}:${e.column} ` : ''}${e.message}`);
  }
  return [];
}

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.' });

Throw('an MDX export and a React page module that throw are reported at their line; the last output stays', async () => {
  const siteDir = writeSiteFiles('opdocs-module-throw', { 'site.config.json': CONFIG, 'docs/a.md': '# A\n\nFine.\n' });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  writeFileSync(join(siteDir, 'docs/b.mdx'), "# B\n\nexport const total = (() => { throw new Error('no totals yet'); })();\n\nTotal {total}\n");
  assert.equal(await errorsOf(siteDir), ['docs/b.mdx:3:37 this code threw while the pages were being prepared: no totals yet']);
  assert.match(readFileSync(join(siteDir, 'build/docs/a/index.html'), 'utf8'), 'Fine.', 'the previous build is still there');
  writeFileSync(join(siteDir, 'docs/b.mdx'), '# B\n');
  mkdirSync(join(siteDir, 'src/pages'), { recursive: true });
  writeFileSync(join(siteDir, 'src/pages/p.js'), 'const rows = null;\nconst first = rows.at(0);\nexport default function P() { return <p>{first}</p>; }\n');
  assert.equal(await errorsOf(siteDir), ["src/pages/p.js:2:20 this code threw while the pages were being prepared: Cannot read properties of null (reading 'at')"]);
});

Throw('with Node\'s source maps off, as the compiled CLI runs, an MDX export that throws is still placed at its line', async () => {
  const siteDir = writeSiteFiles('opdocs-module-throw-nomaps', { 'site.config.json': CONFIG, 'docs/b.mdx': "# B\n\nexport const x = (() => { throw new Error('boom'); })();\n\n{x}\n" });
  const was = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(false);
  try {
    assert.equal(await errorsOf(siteDir), ['docs/b.mdx:3:33 this code threw while the pages were being prepared: boom']);
  } finally {
    process.setSourceMapsEnabled(was);
  }
});

Throw('an error from opdocs\' own code (no site frame) is not blamed on the site', () => {
  const err = new Error('inner');
  err.stack = 'Error: inner\n    at render (/opt/opdocs/dist/cli.cjs:10:5)\n    at run (/site/node_modules/pkg/index.js:3:1)';
  assert.is(siteCodeThrew(err, '/site'), null);
});

Throw('webpack\'s require.context, which esbuild lacks, is named with what to do instead', () => {
  const err = new TypeError('__require.context is not a function');
  err.stack = `TypeError: ${err.message}\n    at /site/src/components/List.jsx:5:17\n    at node:internal/modules/esm/module_job:1:1`;
  const located = siteCodeThrew(err, '/site');
  assert.is(located?.file, '/site/src/components/List.jsx');
  assert.is(located?.line, 5);
  assert.match(located?.hint ?? '', /^`require\.context` is a webpack function, which opdocs \(it bundles with esbuild\) does not have/);
});

Throw.run();
