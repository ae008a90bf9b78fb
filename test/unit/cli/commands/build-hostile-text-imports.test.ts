/**
 * A file imported as text (`!!raw-loader!`, `!!yaml-loader!`) is published with the page:
 * from outside the site folder and its repository (/proc/self/environ, a file of the build
 * machine) it is refused at the import, in MDX and in the site's own pages alike, and so is a
 * Markdown partial from there.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../helpers/build-failure.ts';

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com' });
const site = (files: Record<string, string>) =>
  writeSiteFiles('opdocs-text-imports-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', ...files });

test('an MDX page and a React page that import a file from outside the site as text fail at the import', async () => {
  const elsewhere = writeSiteFiles('opdocs-text-elsewhere-', { 'secret.txt': 'TOKEN=abc\n', 'data.yml': 'token: abc\n' });
  const secret = join(elsewhere, 'secret.txt');
  const mdx = await failedBuildErrors(site({ 'content/docs/leak.mdx': `import S from '!!raw-loader!${secret}';\n\n# Leak\n\n<pre>{S}</pre>\n` }));
  assert.equal(mdx, [
    `content/docs/leak.mdx:1:1  error  MDX: cannot import '!!raw-loader!${secret}' as text: ${realpathSync(secret)} is outside the site folder, so its text would be published with the page\n`
    + '  hint: copy the file into the site (beside this file, or under static/) and import it from there',
  ]);
  const page = await failedBuildErrors(site({
    'content/pages/leak.tsx': `import S from '!!raw-loader!${secret}';\nimport Y from '!!yaml-loader!${join(elsewhere, 'data.yml')}';\nexport default function Leak() { return <pre>{S}{String(Y)}</pre>; }\n`,
  }));
  assert.is(page.length, 2, page.join('\n'));
  assert.match(page[0], 'content/pages/leak.tsx:1:15  error  server bundle: Could not read');
  assert.match(page[0], 'is outside the site folder, so its text would be published with the page');
  assert.match(page[1], 'as YAML:');
});

test('a Markdown partial from outside the site is refused at its place too', async () => {
  const elsewhere = writeSiteFiles('opdocs-text-elsewhere-', { 'notes.md': '## Private notes\n' });
  const errors = await failedBuildErrors(site({ 'content/docs/part.mdx': `import Notes from '${join(elsewhere, 'notes.md')}';\n\n# Part\n\n<Notes />\n` }));
  assert.equal(errors.map((e) => e.split('\n')[0]), [
    `content/docs/part.mdx:5:1  error  MDX: cannot include the partial <Notes>: ${realpathSync(join(elsewhere, 'notes.md'))} is outside the site folder, so its text would be published with the page`,
  ]);
});

test('a relative path that climbs out of the site is refused as an absolute one is', async () => {
  const elsewhere = writeSiteFiles('opdocs-text-elsewhere-', { 'secret.txt': 'TOKEN=abc\n' });
  const dir = site({});
  const climb = relative(join(dir, 'content/docs'), join(elsewhere, 'secret.txt'));
  const errors = await failedBuildErrors(site({ 'content/docs/climb.mdx': `import S from '!!raw-loader!${climb}';\n\n# Climb\n\n<pre>{S}</pre>\n` }));
  assert.is(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], 'is outside the site folder, so its text would be published with the page');
});

test('a file of the site imported as text is published as before', async () => {
  const dir = site({ 'content/docs/show.mdx': "import C from '!!raw-loader!./snippet.sh';\n\n# Show\n\n<pre>{C}</pre>\n", 'content/docs/snippet.sh': 'echo inside\n' });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(existsSync(join(dir, 'build/docs/show/index.html')));
  assert.match(readFileSync(join(dir, 'build/docs/show/index.html'), 'utf8'), 'echo inside');
});

test.run();
