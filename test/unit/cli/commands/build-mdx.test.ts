import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { loadConfig } from '../../../../cli/config/load-config.ts';
import { componentMarkup } from '../../../../cli/pipeline/parse/content-component.ts';
import { loadSite } from '../../../../cli/pipeline/site.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const BuildMdx = suite('opdocs build: an MDX page with components, embeds and magic comments');
let dir: string;
let out: string;

BuildMdx.before(async () => {
  dir = copyFixture('mdx-components', 'build-mdx');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  out = join(dir, 'build');
});

const page = (rel: string) => readFileSync(join(out, rel, 'index.html'), 'utf8');

BuildMdx('the parse leaves a marker for the theme Tabs and for the imported site component, with their props', async () => {
  const { result, errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), []);
  const html = result!.parsed.get('/widgets/docs/install')!.html;
  assert.match(html, '<opdocs-component name="Tabs" props="{&quot;groupId&quot;:&quot;platform&quot;,&quot;queryString&quot;:true}">');
  assert.match(html, '<opdocs-component name="TabItem" props="{&quot;value&quot;:&quot;apt&quot;,&quot;label&quot;:&quot;Debian&quot;,&quot;default&quot;:true}">');
  assert.match(html, `Current load: ${componentMarkup('import:@site/src/components/Gauge.tsx#default', { level: 7 }, '')}`);
});

BuildMdx('no page, route data or script holds the folder the site was built in (imported components are named from @site/)', () => {
  const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const leaking = files.filter((f) => readFileSync(f, 'utf8').includes(dir)).map((f) => f.slice(out.length + 1));
  assert.equal(leaking, []);
  const scripts = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8')).join('\n');
  assert.match(scripts, '"import:@site/src/components/Gauge.tsx#default"', 'the island loader is keyed by the public name');
});

BuildMdx('the built page holds the static parts as HTML: exported value, headings in tabs, iframe, image, highlighted code, table in a list', () => {
  const html = page('docs/install');
  assert.match(html, '<p>Widgets need version 4.2 or later.</p>');
  assert.not.match(html, 'reviewers');
  assert.match(html, '<h2 id="apt" class="anchor">With apt');
  assert.match(html, 'read the <a href="/widgets/docs/configure">next step</a>');
  assert.match(html, '<iframe src="https://player.example.com/embed/42" width="560" height="315" allowfullscreen="" style="border:0"></iframe>');
  assert.match(html, '<img src="/widgets/img/logo.png" alt="Widgets logo" width="4" height="3" loading="lazy" decoding="async" />');
  assert.match(html, '<div class="code-block__title">widget.yaml</div>');
  assert.match(html, '<span class="code-line code-line--highlighted"><span class="hljs-attr">size:</span> <span class="hljs-string">large</span></span></code>');
  assert.not.match(html, 'highlight-next-line');
  assert.match(html, '<p>Check the settings:</p>\n<div class="table-scroll"');
});

BuildMdx('the TOC lists the headings written inside tabs', () => {
  const data = JSON.parse(readFileSync(join(out, 'docs/install/__data.json'), 'utf8'));
  assert.equal(data.toc.map((t: { id: string }) => t.id), ['apt', 'with-brew']);
});

BuildMdx('a .md page without MDX syntax keeps raw HTML, and a self-closed <video> does not swallow the rest', () => {
  const html = page('docs/configure');
  assert.match(html, '<details class="alert alert--info details" data-collapsed="true">\n<summary>Defaults</summary>\n<p>Everything is off.</p>\n</details>');
  assert.match(html, '<video controls src="https://media.example.com/tour.mp4"></video>\n<p>The end.</p>');
});

BuildMdx.run();
