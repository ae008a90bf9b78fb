import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..', '..');

// In a process of its own: in this one, other tests may have loaded the parts already.
test('a fresh process parses MDX and emoji shortcodes, loading each part on the first body that needs it', () => {
  const script = `
    import { parseBatch } from './cli/pipeline/parse/parse-job.ts';
    const ctx = { baseUrl: '/', roots: ['/site/docs'], staticDir: '/site/static', fileToRoute: new Map() };
    const job = (file, body, isMdx) => ({ file: '/site/docs/' + file, route: '/' + file, body, lineOffset: 0, isMdx });
    const out = await parseBatch([
      job('plain.md', 'Plain text only.\\n', true),
      job('mdx.mdx', '<details>\\n<summary>More</summary>\\n\\nHidden {/* a comment */} text.\\n</details>\\n', true),
      job('emoji.md', 'Ship it :rocket: now.\\n', false),
    ], ctx);
    console.log(JSON.stringify(out.map((o) => [o.errors.length, o.parsed.html])));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  const [plain, mdx, emoji] = JSON.parse(run.stdout.trim().split('\n').pop() as string) as [number, string][];
  assert.equal(plain, [0, '<p>Plain text only.</p>\n']);
  assert.is(mdx[0], 0);
  assert.match(mdx[1], /<details[^>]*>/);
  assert.match(mdx[1], 'Hidden');
  assert.not.match(mdx[1], 'a comment');
  assert.equal(emoji, [0, '<p>Ship it 🚀 now.</p>\n']);
});

test.run();
