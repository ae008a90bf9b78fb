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

test('migrate carries themeConfig.prism.defaultLanguage over to markdown.defaultCodeLanguage', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://example.org', baseUrl: '/', themeConfig: { prism: { defaultLanguage: 'python' } } });
  assert.is((config.markdown as { defaultCodeLanguage: unknown }).defaultCodeLanguage, 'python');
  assert.not.ok(notes.some((n) => n.key === 'themeConfig.prism'), 'nothing of prism is left behind');
});

test('a site\'s own magic comments mark code lines with their classes, and their comment lines go; a fence naming no language is read in the default one', async () => {
  const dir = copyFixture('basic', 'build-magic-comments');
  const configFile = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  writeFileSync(configFile, JSON.stringify({ ...config, markdown: { ...config.markdown, magicComments: COMMENTS, defaultCodeLanguage: 'python' } }));
  const doc = join(dir, 'content', 'docs', 'intro.md');
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\n\`\`\`python\nok = 1\n# mark-broken\nbad = ok +\n# highlight-next-line\nshown = 2\n\`\`\`\n\n\`\`\`\ndef plain():\n    # highlight-next-line\n    return 3\n\`\`\`\n`);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  const pres = html.split('<pre').slice(1);
  const [block, unlabelled] = pres.slice(-2);
  assert.match(block, /<span class="code-line code-line--error">[^\n]*bad/);
  assert.match(block, /<span class="code-line theme-code-block-highlighted-line code-line--highlighted">[^\n]*shown/);
  assert.not.match(block, 'mark-broken');
  assert.not.match(block, 'highlight-next-line');
  assert.match(unlabelled, 'class="language-python"');
  assert.match(unlabelled, /<span class="hljs-keyword">def<\/span>/);
  assert.match(unlabelled, /<span class="code-line theme-code-block-highlighted-line code-line--highlighted">[^\n]*return/);
  assert.not.match(unlabelled, 'highlight-next-line');
});

test.run();
