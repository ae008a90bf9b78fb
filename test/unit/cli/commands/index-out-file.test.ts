/**
 * `opdocs index --out` replaces earlier records only: a slip that names the site's own config
 * or a doc is refused, the file left as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { indexCommand } from '../../../../cli/commands/index-command.ts';
import { OpdocsError } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com' });

test('--out naming a doc or site.config.json is refused and the file kept; earlier records are replaced', async () => {
  const dir = writeSiteFiles('opdocs-index-out-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n\nHello.\n', 'old.json': '[]' });
  const index = (out: string) => indexCommand({ siteDir: dir, out, push: false, env: {}, log: () => {} });
  try {
    for (const out of ['content/docs/intro.md', 'site.config.json']) {
      const err = await index(out).then(() => null, (e: unknown) => e);
      assert.instance(err, OpdocsError, out);
      assert.is((err as OpdocsError).file, join(dir, out));
      assert.is((err as OpdocsError).message, 'this file is not a search records file, and --out would replace it');
    }
    assert.is(readFileSync(join(dir, 'content/docs/intro.md'), 'utf8'), '# Intro\n\nHello.\n');
    assert.is(readFileSync(join(dir, 'site.config.json'), 'utf8'), CONFIG);
    const records = await index('old.json');
    assert.ok(records.length > 0);
    assert.equal(JSON.parse(readFileSync(join(dir, 'old.json'), 'utf8')), records);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with --out -, what the site\'s config prints goes to stderr and stdout holds the records alone', async () => {
  const dir = writeSiteFiles('opdocs-index-stdout-', {
    'docusaurus.config.js': "console.log('config says hi');\nmodule.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
    'docs/intro.md': '# Intro\n\nHello.\n',
  });
  const out: string[] = [];
  const err: string[] = [];
  const { write: outWrite } = process.stdout;
  const { write: errWrite } = process.stderr;
  process.stdout.write = ((chunk: string) => out.push(String(chunk)) > 0) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => err.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    const records = await indexCommand({ siteDir: dir, out: '-', push: false, env: {}, log: () => {} });
    process.stdout.write = outWrite;
    process.stderr.write = errWrite;
    assert.ok(records.length > 0);
    assert.equal(JSON.parse(out.join('')), records);
    assert.match(err.join(''), 'config says hi');
  } finally {
    process.stdout.write = outWrite;
    process.stderr.write = errWrite;
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
