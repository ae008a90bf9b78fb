import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type Plugin } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: a plain ES module of the build script, without types
import { plainFields } from '../../../cli/plain-fields.mjs';
import { OPDOCS_ROOT } from '../../../cli/bundle/paths.ts';
import { tempDir } from '../../helpers/fixture-site.ts';

type Md = { render(src: string): string; parse(src: string, env: object): unknown[] };

/** markdown-it bundled as `npm run build` bundles it, with or without the field rewrite. */
async function markdownIt(plugins: Plugin[]): Promise<{ code: string; md: Md }> {
  const out = await build({
    stdin: { contents: "export { default } from 'markdown-it';", resolveDir: OPDOCS_ROOT }, bundle: true, write: false,
    format: 'esm', platform: 'node', mainFields: ['module', 'main'], plugins, logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  const file = join(tempDir('opdocs-fields-'), 'md.mjs');
  writeFileSync(file, code);
  const MarkdownIt = (await import(pathToFileURL(file).href)).default as new () => Md;
  return { code, md: new MarkdownIt() };
}

const SAMPLE = [
  '# Title *with* `code`', '', 'A [link](./other.md "t") and ~~not~~ **bold** text.', '',
  '| a | b |', '| - | :-: |', '| 1 | 2 |', '', '1. one', '   - nested', '2. two', '', '> quote', '', '```yaml', 'key: value', '```', '',
].join('\n');

test('the build turns markdown-it\'s field helper calls into plain assignments, with the same tokens and HTML', async () => {
  const plain = await markdownIt([plainFields as Plugin]);
  const helper = await markdownIt([]);
  assert.match(helper.code, /_defineProperty\(\s*this,/, 'the shipped markdown-it still uses the helper (else this test proves nothing)');
  assert.not.match(plain.code, /_defineProperty\(\s*this,/);
  assert.is(plain.md.render(SAMPLE), helper.md.render(SAMPLE));
  assert.equal(JSON.parse(JSON.stringify(plain.md.parse(SAMPLE, {}))), JSON.parse(JSON.stringify(helper.md.parse(SAMPLE, {}))));
});

test.run();
