import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createTextCache, listMarkdown, readAll } from '../../../../../cli/pipeline/load/scan';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from '../../../../../cli/config/schema-content-paths';
import type { OpdocsError } from '../../../../../cli/errors';
import { parseFrontMatter } from '../../../../../cli/pipeline/parse/front-matter';

const dir = mkdtempSync(join(tmpdir(), 'opdocs-scan-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

// More files than the reader tries in turn before it chooses, two of them not UTF-8.
const rels = Array.from({ length: 150 }, (_, i) => `s${i % 7}/doc-${String(i).padStart(3, '0')}.md`);
for (const rel of rels) mkdirSync(join(dir, rel, '..'), { recursive: true });
rels.forEach((rel, i) => writeFileSync(join(dir, rel), i === 90 || i === 120 ? Buffer.from([0x23, 0x20, 0xff, 0x0a]) : `# Doc ${i}\n`));

async function read(coldMs: number) {
  const errors: OpdocsError[] = [];
  const files = await readAll(dir, [...rels].reverse(), errors, undefined, coldMs);
  return { files: files.map((f) => [f.rel, f.text]), errors: errors.map((e) => `${e.file}:${e.line}`) };
}

test('files read in turn and files read many at a time come back the same, sorted, with the same errors in order', async () => {
  const inTurn = await read(Infinity);
  const parallel = await read(-1);
  assert.equal(parallel, inTurn);
  assert.is(inTurn.files.length, 150);
  assert.equal(inTurn.files[0], ['s0/doc-000.md', '# Doc 0\n']);
  assert.equal(inTurn.files.map(([rel]) => rel), [...rels].sort());
  assert.is(inTurn.errors.length, 2);
  assert.ok(inTurn.errors[0] < inTurn.errors[1], 'errors follow the path order');
});

test('a text cache answers for the files it holds; the others are read', async () => {
  const cache = createTextCache();
  cache.set(join(dir, rels[5]), 'kept text');
  const files = await readAll(dir, rels.slice(0, 100), [], cache, -1);
  assert.is(files.find((f) => f.rel === rels[5])?.text, 'kept text');
  assert.is(files.find((f) => f.rel === rels[6])?.text, '# Doc 6\n');
  assert.is(cache.get(join(dir, rels[6])), '# Doc 6\n', 'what was read is kept');
});

test('listMarkdown: include minus exclude, only .md/.mdx, never node_modules', async () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-list-'));
  try {
    for (const rel of ['a.md', 'b.mdx', 'c.js', '_partial.mdx', '_parts/d.md', '__tests__/e.md', 'node_modules/pkg/readme.md', 'drafts/f.md']) {
      mkdirSync(join(root, rel, '..'), { recursive: true });
      writeFileSync(join(root, rel), '# x\n');
    }
    const list = (include: string[], exclude: string[]) => listMarkdown(root, { include, exclude }).then((rels) => rels.sort());
    assert.equal(await list(DEFAULT_INCLUDE, DEFAULT_EXCLUDE), ['a.md', 'b.mdx', 'drafts/f.md']);
    assert.equal(await list(['**/*'], []), ['__tests__/e.md', '_partial.mdx', '_parts/d.md', 'a.md', 'b.mdx', 'drafts/f.md']);
    assert.equal(await list(['*.md', 'drafts/**'], ['drafts/**']), ['a.md']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a file deleted or turned into a folder after listing is an error at its path; the other files are read', async () => {
  for (const coldMs of [Infinity, -1]) {
    const errors: OpdocsError[] = [];
    const gone = 's0/vanished.md';
    mkdirSync(join(dir, 's1/now-a-folder.md'), { recursive: true });
    const files = await readAll(dir, [...rels.slice(0, 80), gone, 's1/now-a-folder.md'], errors, undefined, coldMs);
    rmSync(join(dir, 's1/now-a-folder.md'), { recursive: true });
    assert.is(files.length, 80, 'every readable file came back');
    assert.equal(errors.map((e) => [e.file, e.message]), [
      [join(dir, gone), 'cannot read it: it was deleted or renamed during the build'],
      [join(dir, 's1/now-a-folder.md'), 'cannot read it: it is a folder where a file is needed'],
    ]);
    assert.ok(errors.every((e) => e.hint), 'each says what to do');
  }
});

test('a folder the user may not open stops the listing with an error naming it, not a crash', () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-list-'));
  try {
    chmodSync(root, 0o755);
    mkdirSync(join(root, 'closed'));
    writeFileSync(join(root, 'closed', 'a.md'), '# A\n');
    chmodSync(join(root, 'closed'), 0);
    // root opens any folder whatever its mode, so the listing runs as "nobody" when the tests run as root.
    const script = join(root, 'list.mjs');
    writeFileSync(script, `
      const { listMarkdown } = await import(${JSON.stringify(new URL('../../../../../cli/pipeline/load/scan.ts', import.meta.url).pathname)});
      const out = await listMarkdown(process.argv[2], { include: ['**/*.md'], exclude: [] })
        .then((rels) => ({ rels }), (err) => ({ errors: (err.errors ?? [err]).map((e) => [e.name, e.file, e.message, Boolean(e.hint)]) }));
      process.stdout.write(JSON.stringify(out));`);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, root], { cwd: process.cwd(), encoding: 'utf8', ...asNobody });
    assert.equal(JSON.parse(run.stdout || JSON.stringify(run.stderr)), {
      errors: [['OpdocsError', join(root, 'closed'), 'cannot read it: permission denied', true]],
    });
  } finally {
    chmodSync(join(root, 'closed'), 0o755);
    rmSync(root, { recursive: true, force: true });
  }
});

test('a file with classic Mac line ends (lone CR) is read with LF ones, so its front matter is found; CRLF is kept', async () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-scan-cr-'));
  try {
    writeFileSync(join(root, 'cr.md'), '---\rtitle: Old Mac\r---\r\r# Heading\rtext\r\n');
    const [file] = await readAll(root, ['cr.md'], []);
    assert.is(file.text, '---\ntitle: Old Mac\n---\n\n# Heading\ntext\r\n');
    const fm = parseFrontMatter(file.text, file.file, 'doc');
    assert.is(fm.data.title, 'Old Mac');
    assert.is(fm.body.trim(), '# Heading\ntext');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
