/**
 * A Docusaurus config's markdown.preprocessor: carried from a config read in place to the
 * reads of the site's Markdown files, which see the text it gives back.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigWithErrors } from '../../../../../cli/config/load-config.ts';
import { markdownPreprocessorOf } from '../../../../../cli/config/markdown-preprocessor.ts';
import { readAll } from '../../../../../cli/pipeline/load/scan.ts';
import { setMarkdownPreprocessor } from '../../../../../cli/pipeline/load/markdown-preprocess.ts';
import type { OpdocsError } from '../../../../../cli/errors.ts';
import { tempDir } from '../../../../helpers/fixture-site.ts';

test.after.each(() => setMarkdownPreprocessor(null));

test('a config read in place carries its markdown.preprocessor, which fills in the variables it knows', async () => {
  const dir = tempDir('opdocs-preprocessor-');
  writeFileSync(join(dir, 'docusaurus.config.js'), [
    "const vars = { bakery: 'https://bakery.example/menu' };",
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/',",
    "  markdown: { preprocessor: ({ fileContent }) => fileContent.replace(/@@(\\w+)=([^@]+)@@/g, (m, name) => vars[name] || m) } };",
  ].join('\n'));
  const { config } = await loadConfigWithErrors(dir);
  const fn = markdownPreprocessorOf(config!);
  assert.ok(fn, 'the function rides on the resolved config');
  assert.is(fn!({ filePath: join(dir, 'docs/a.md'), fileContent: '[menu](@@bakery=https://old.example@@) @@oven=hot@@' }), '[menu](https://bakery.example/menu) @@oven=hot@@');
});

test('a site.config.json site has no preprocessor', async () => {
  const dir = tempDir('opdocs-preprocessor-json-');
  writeFileSync(join(dir, 'site.config.json'), '{ "title": "T", "url": "https://example.org" }\n');
  const { config } = await loadConfigWithErrors(dir);
  assert.is(markdownPreprocessorOf(config!), null);
});

test('reads of .md and .mdx files get the preprocessed text, other files and reads with none set the text as written', async () => {
  const dir = tempDir('opdocs-preprocessor-read-');
  writeFileSync(join(dir, 'a.md'), 'Hello @@who=x@@\n');
  writeFileSync(join(dir, 'b.mdx'), 'Bye @@who=x@@\n');
  writeFileSync(join(dir, '_category_.json'), '{"label":"@@who=x@@"}');
  const seen: string[] = [];
  setMarkdownPreprocessor(({ filePath, fileContent }) => {
    seen.push(filePath);
    return fileContent.replace('@@who=x@@', 'world');
  });
  const errors: OpdocsError[] = [];
  const read = await readAll(dir, ['a.md', 'b.mdx', '_category_.json'], errors);
  assert.equal(errors, []);
  assert.equal(read.map((f) => f.text), ['{"label":"@@who=x@@"}', 'Hello world\n', 'Bye world\n']);
  assert.equal(seen, [join(dir, 'a.md'), join(dir, 'b.mdx')]);
  setMarkdownPreprocessor(null);
  assert.is((await readAll(dir, ['a.md'], errors))[0].text, 'Hello @@who=x@@\n');
});

test('a preprocessor that throws or returns no text is an error at the file, and the text stays as written', async () => {
  const dir = tempDir('opdocs-preprocessor-bad-');
  writeFileSync(join(dir, 'a.md'), 'A\n');
  writeFileSync(join(dir, 'b.md'), 'B\n');
  setMarkdownPreprocessor(({ filePath }) => {
    if (filePath.endsWith('a.md')) throw new Error('no variable file');
    return undefined as unknown as string;
  });
  const errors: OpdocsError[] = [];
  const read = await readAll(dir, ['a.md', 'b.md'], errors);
  assert.equal(read.map((f) => f.text), ['A\n', 'B\n']);
  assert.equal(errors.map((e) => e.file), [join(dir, 'a.md'), join(dir, 'b.md')]);
  assert.match(errors[0].message, 'markdown.preprocessor of the Docusaurus config threw on this file: no variable file');
  assert.match(errors[1].message, 'returned undefined for this file, not its text');
});

test.run();
