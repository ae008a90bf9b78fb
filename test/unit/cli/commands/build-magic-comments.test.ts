import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

// Our own directives and classes, in the shape of Docusaurus' prism.magicComments.
const COMMENTS = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
  { className: 'code-line--error', line: 'mark-broken', block: { start: 'broken-start', end: 'broken-end' } },
];

test('migrate carries themeConfig.prism.magicComments over to markdown.magicComments', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://example.org', baseUrl: '/', themeConfig: { prism: { magicComments: COMMENTS } } });
  assert.equal((config.markdown as { magicComments: unknown }).magicComments, COMMENTS);
  assert.not.ok(notes.some((n) => n.key === 'themeConfig.prism'), 'nothing of prism is left behind');
});

test('a site\'s own magic comments mark code lines with their classes, and their comment lines go', async () => {
  const dir = copyFixture('basic', 'build-magic-comments');
  const configFile = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(configFile, JSON.stringify({ ...config, markdown: { ...config.markdown, magicComments: COMMENTS } }));
  const doc = join(dir, 'content', 'docs', 'intro.md');
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\n\`\`\`python\nok = 1\n# mark-broken\nbad = ok +\n# highlight-next-line\nshown = 2\n\`\`\`\n`);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  const block = html.slice(html.lastIndexOf('<pre'));
  assert.match(block, /<span class="code-line code-line--error">[^\n]*bad/);
  assert.match(block, /<span class="code-line theme-code-block-highlighted-line code-line--highlighted">[^\n]*shown/);
  assert.not.match(block, 'mark-broken');
  assert.not.match(block, 'highlight-next-line');
});

test.run();
