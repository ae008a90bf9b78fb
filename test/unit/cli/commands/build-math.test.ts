/**
 * markdown.math through a whole build: typeset formulas, and KaTeX's stylesheet and fonts
 * shipped with the build (so formulas draw offline) only when a page holds one.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Math_ = suite('markdown.math in a build');

function writeSite(files: Record<string, string>): string {
  return writeSiteFiles('opdocs-math', {
    'site.config.json': JSON.stringify({ title: 'Orbits', url: 'https://example.com', baseUrl: '/orbits/', contentDir: '.', markdown: { math: true } }),
    'docs/plain.md': '# Plain\n\nNo formulas, 5 dollars.\n',
    ...files,
  });
}

Math_('a page with a formula is typeset, and every page links the shipped KaTeX stylesheet, whose fonts are all there', async () => {
  const dir = writeSite({ 'docs/kepler.mdx': '# Kepler\n\nThe period grows as $T^2 \\propto a^3$.\n\n$$\n\\frac{T_1^2}{T_2^2} = \\frac{a_1^3}{a_2^3}\n$$\n' });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const kepler = readFileSync(join(dir, 'build', 'docs', 'kepler', 'index.html'), 'utf8');
  assert.match(kepler, /<span class="math math-inline"><span class="katex">/);
  assert.match(kepler, /<div class="math math-display"><span class="katex-display">/);
  const href = /<link rel="stylesheet" href="(\/orbits\/assets\/katex\/katex-[\w-]+\.css)"/.exec(kepler)?.[1];
  assert.ok(href, 'the page links the KaTeX stylesheet');
  // Client navigation keeps the head: the pages without formulas link it too.
  assert.match(readFileSync(join(dir, 'build', 'docs', 'plain', 'index.html'), 'utf8'), href!);
  const css = readFileSync(join(dir, 'build', href!.slice('/orbits/'.length)), 'utf8');
  const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
  assert.ok(fonts.length >= 20, `${fonts.length} fonts`);
  assert.ok(fonts.every((f) => f.endsWith('.woff2')), 'only WOFF2 files are listed');
  const missing = fonts.filter((f) => !existsSync(join(dir, 'build', 'assets', 'katex', f)));
  assert.equal(missing, []);
  // The service worker precaches them, so formulas draw offline too.
  const sw = readFileSync(join(dir, 'build', 'sw.js'), 'utf8');
  const precached = (JSON.parse(/^self\.__OPDOCS_SW__=(.*);$/m.exec(sw)![1]).precache as [string, string | null][]).map(([url]) => url);
  assert.ok(precached.includes(href!.slice('/orbits/'.length)));
  assert.equal(fonts.filter((f) => !precached.includes(`assets/katex/${f}`)), []);
});

Math_('with math on but no formula anywhere, nothing of KaTeX is shipped or linked', async () => {
  const dir = writeSite({});
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.not.ok(readdirSync(join(dir, 'build', 'assets')).includes('katex'));
  assert.not.match(readFileSync(join(dir, 'build', 'docs', 'plain', 'index.html'), 'utf8'), 'katex');
});

Math_('a formula in Markdown only a React page imports brings KaTeX\'s stylesheet and fonts into that page\'s own CSS', async () => {
  const dir = writeSite({
    'src/pages/orbit.js': "import Part from './_part.mdx';\nexport default function Orbit() { return <main><Part /></main>; }\n",
    'src/pages/_part.mdx': 'Escape speed is $v = \\sqrt{2GM/r}$.\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'orbit', 'index.html'), 'utf8');
  assert.match(html, /<span class="math math-inline"><span class="katex">/);
  assert.not.match(html, '/orbits/assets/katex/', 'no page of the site has a formula: the build ships no copy of its own');
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/orbits\/([^"]+)"/g)].map((m) => m[1]);
  const katex = sheets.map((rel) => ({ rel, css: readFileSync(join(dir, 'build', rel), 'utf8') })).find((s) => s.css.includes('.katex{') || s.css.includes('.katex {'));
  assert.ok(katex, `one of ${sheets.join(', ')} holds KaTeX's rules`);
  const fonts = [...katex!.css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1].replace(/^["']|["']$/g, '')).filter((u) => u.includes('KaTeX'));
  assert.ok(fonts.length >= 20, `${fonts.length} fonts`);
  assert.ok(fonts.every((f) => f.endsWith('.woff2')), 'only WOFF2 files are listed');
  const missing = fonts.filter((f) => !existsSync(join(dir, 'build', f.replace(/^\/orbits\//, ''))));
  assert.equal(missing, []);
});

Math_.run();
