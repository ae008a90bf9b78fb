/**
 * Content components through a whole build: a theme/CodeBlock.tsx override renders every
 * fenced code block as an island (page and route data), an unknown component fails the build
 * naming its file, and a site without components gets no island code in its browser bundle.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { OpdocsErrors } from '../../../../cli/errors.ts';
import { ROOT } from '../../../helpers/fixture-site.ts';

const Build = suite('build: content components and the CodeBlock override');
const siteDir = join(ROOT, 'test', '.tmp', `build-components-${process.pid}`);

function writeSite(files: Record<string, string>) {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [rel, text] of Object.entries({ 'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' }), ...files })) {
    mkdirSync(join(siteDir, rel, '..'), { recursive: true });
    writeFileSync(join(siteDir, rel), text);
  }
}
const read = (rel: string) => readFileSync(join(siteDir, 'build', rel), 'utf8');
const assetsText = () => readdirSync(join(siteDir, 'build', 'assets')).filter((f) => f.endsWith('.js')).map((f) => read(`assets/${f}`)).join('\n');

Build.after(() => rmSync(siteDir, { recursive: true, force: true }));

Build('a theme/CodeBlock.tsx override renders fenced code on every page, as an island', async () => {
  writeSite({
    'content/docs/intro.md': '# Intro\n\n```js title="a.js"\nconst a = 1 < 2;\n```\n',
    'theme/CodeBlock.tsx': 'export default function CodeBlock(p: { language: string; title?: string; children: string }) { return <pre className="site-code" data-lang={p.language} title={p.title}>{p.children}</pre>; }\n',
  });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const page = read('docs/intro/index.html');
  assert.match(page, /<opdocs-island data-island="[^"]*"><pre class="site-code" data-lang="js" title="a.js">const a = 1 &lt; 2;<\/pre><\/opdocs-island>/);
  assert.match(read('docs/intro/__data.json'), /<opdocs-island data-island=.*<pre class=\\"site-code\\"/);
  assert.not.match(page + read('docs/intro/__data.json'), /opdocs-component/);
  assert.match(assetsText(), /site-code/, 'the override ships for its islands');
  assert.match(assetsText(), /data-island/, 'with the island runtime');
});

Build('a site without components: no marker, no island and no island code', async () => {
  writeSite({ 'content/docs/intro.md': '# Intro\n\n:::note\nHi\n:::\n\n```js\nconst a = 1;\n```\n' });
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  assert.not.match(read('docs/intro/index.html'), /<opdocs-(component|island|html)\b/);
  assert.not.match(assetsText(), /data-island|data-opdocs-slot/, 'the island runtime is not in the bundle');
});

Build('an unknown component fails the build, naming the file', async () => {
  writeSite({ 'content/docs/intro.md': '# Intro\n\n<opdocs-component name="Tabz">\n</opdocs-component>\n' });
  try {
    await buildSite({ siteDir, outDir: 'build', quiet: true });
    assert.unreachable('the build fails');
  } catch (err) {
    assert.instance(err, OpdocsErrors);
    const [e] = (err as OpdocsErrors).errors;
    assert.is(e.file, join(siteDir, 'content', 'docs', 'intro.md'));
    assert.match(e.message, 'rendering the components in /docs/intro failed: the page uses the component "Tabz", which is not available');
  }
});

Build.run();
