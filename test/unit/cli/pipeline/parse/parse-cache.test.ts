import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncBuiltinESMExports } from 'node:module';
import v8 from 'node:v8';
import { createParseCache } from '../../../../../cli/pipeline/parse/parse-cache';
import { parseOne, type ParseJob } from '../../../../../cli/pipeline/parse/parse-job';
import type { LinkContext } from '../../../../../cli/pipeline/check/links';
import { loadParserParts } from '../../../../helpers/parser-parts';

const dir = mkdtempSync(join(tmpdir(), 'opdocs-parse-cache-'));
const image = join(dir, 'pic.png');
// A 1×1 PNG: enough for the image resolver to read its size.
writeFileSync(image, Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex'));
const ctx: LinkContext = { baseUrl: '/', roots: [dir], staticDir: join(dir, 'static'), fileToRoute: new Map([[join(dir, 'a.md'), '/a']]) };
const job: ParseJob = { file: join(dir, 'a.md'), route: '/a', body: '# A\n\n![pic](./pic.png)\n\n## Part\n', lineOffset: 0, isMdx: false };

test.after(() => rmSync(dir, { recursive: true, force: true }));

// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);

test('a stored parse is returned for the same job and context, and not for another body', () => {
  const cache = createParseCache({ code: 'c1' });
  cache.scope(ctx);
  assert.is(cache.get(job), undefined);
  const outcome = parseOne(job, ctx);
  cache.set(job, outcome);
  assert.is(cache.get(job), outcome);
  assert.is(cache.get({ ...job, body: job.body + 'more\n' }), undefined);
});

test('without a file (serve --watch), the same body under another route or after rebuilds is keyed by all of the job', () => {
  const cache = createParseCache({ code: 'c1' });
  cache.scope(ctx);
  const outcome = parseOne(job, ctx);
  cache.set(job, outcome);
  assert.is(cache.get({ ...job, route: '/b', file: join(dir, 'b.md') }), undefined, 'another file with the same text');
  assert.is(cache.get({ ...job, lineOffset: 3 }), undefined, 'the same text after more front matter');
  cache.save();
  assert.is(cache.get(job), outcome, 'kept through a rebuild that asked for it');
  cache.save();
  cache.save();
  assert.is(cache.get(job), undefined, 'let go after rebuilds that did not');
});

test('a changed link context (another route for a file) misses', () => {
  const cache = createParseCache({ code: 'c1' });
  cache.scope(ctx);
  cache.set(job, parseOne(job, ctx));
  cache.scope({ ...ctx, fileToRoute: new Map([[join(dir, 'a.md'), '/renamed']]) });
  assert.is(cache.get(job), undefined);
});

test('a file added to the site\'s src/theme misses: an MDX import of @theme/<Name> may resolve to it now', () => {
  const cache = createParseCache({ code: 'c1' });
  cache.scope({ ...ctx, swizzled: ['TOC/index.tsx'] });
  cache.set(job, parseOne(job, ctx));
  cache.scope({ ...ctx, swizzled: ['TOC/index.tsx'] });
  assert.ok(cache.get(job), 'the same files hit');
  cache.scope({ ...ctx, swizzled: ['DocCard/index.js', 'TOC/index.tsx'] });
  assert.is(cache.get(job), undefined);
});

test('touching a referenced image invalidates the entry', () => {
  const cache = createParseCache({ code: 'c1' });
  cache.scope(ctx);
  const outcome = parseOne(job, ctx);
  assert.is(outcome.images.length, 1);
  cache.set(job, outcome);
  const later = new Date(Date.now() + 5000);
  utimesSync(image, later, later);
  assert.is(cache.get(job), undefined);
});

test('parses with errors are not kept, so their messages show on every build', () => {
  const cache = createParseCache({ code: 'c1' });
  cache.scope(ctx);
  const broken = { ...job, body: '[x](./missing.md)\n' };
  const outcome = parseOne(broken, ctx);
  assert.ok(outcome.errors.length > 0);
  cache.set(broken, outcome);
  assert.is(cache.get(broken), undefined);
});

test('save() writes the used entries to disk; a new process with the same code reads them, another code starts empty', () => {
  const file = join(dir, 'cache', 'parse.bin');
  const first = createParseCache({ file, code: 'c1' });
  first.scope(ctx);
  const outcome = parseOne(job, ctx);
  first.set(job, outcome);
  first.save();
  const again = createParseCache({ file, code: 'c1' });
  again.scope(ctx);
  assert.equal(again.get(job)?.parsed.html, outcome.parsed.html);
  const other = createParseCache({ file, code: 'c2' });
  other.scope(ctx);
  assert.is(other.get(job), undefined);
});

test('saveInSlices() writes what save() writes, over several slices, letting the event loop run between them', async () => {
  const jobs = Array.from({ length: 600 }, (_, i) => ({ ...job, body: `${job.body}\nPage ${i}.\n` }));
  const fill = (file: string) => {
    const cache = createParseCache({ file, code: 'c1' });
    cache.scope(ctx);
    for (const j of jobs) cache.set(j, parseOne(j, ctx));
    return cache;
  };
  const whole = join(dir, 'whole', 'parse.bin');
  fill(whole).save();
  const sliced = join(dir, 'sliced', 'parse.bin');
  let turns = 0;
  const ticking = setInterval(() => turns++, 0);
  await fill(sliced).saveInSlices();
  clearInterval(ticking);
  assert.ok(turns > 0, 'timers ran while the cache was written');
  const [fromWhole, fromSliced] = [whole, sliced].map((file) => {
    const cache = createParseCache({ file, code: 'c1' });
    cache.scope(ctx);
    return jobs.map((j) => cache.get(j));
  });
  assert.ok(fromSliced.every((o) => o !== undefined), 'every entry read back');
  assert.equal(fromSliced, fromWhole);
  assert.ok(fromSliced.every((o, i) => o!.parsed.html.includes(`Page ${i}.`)));
});

test('a warm save after one edit writes the untouched slices as they were read and the edit anew', () => {
  const file = join(dir, 'warm', 'parse.bin');
  const jobs = Array.from({ length: 600 }, (_, i) => ({ ...job, body: `${job.body}\nPage ${i}.\n` }));
  const cold = createParseCache({ file, code: 'c1' });
  cold.scope(ctx);
  for (const j of jobs) cold.set(j, parseOne(j, ctx));
  cold.save();
  const before = readFileSync(file);
  const edited = jobs.map((j, i) => (i === 300 ? { ...j, body: `${j.body}\nEdited.\n` } : j));
  const warm = createParseCache({ file, code: 'c1' });
  warm.scope(ctx);
  for (const j of edited) if (!warm.get(j)) warm.set(j, parseOne(j, ctx));
  const serialize = v8.serialize;
  let serialized = 0;
  v8.serialize = (value: unknown) => (serialized++, serialize(value));
  syncBuiltinESMExports();
  try {
    warm.save();
  } finally {
    v8.serialize = serialize;
    syncBuiltinESMExports();
  }
  assert.is(serialized, 2, 'the header and one slice serialized, not all three slices');
  const after = readFileSync(file);
  // Slices 0 and 2 (pages 0–255, 512–599) are untouched; only slice 1 and the edit change.
  const firstSlice = before.subarray(0, 4 + before.readUInt32LE(0) + 4 + before.readUInt32LE(4 + before.readUInt32LE(0)));
  assert.ok(after.subarray(0, firstSlice.length).equals(firstSlice), 'the first slice is byte for byte the one read');
  assert.not.ok(after.equals(before));
  const read = createParseCache({ file, code: 'c1' });
  read.scope(ctx);
  const back = edited.map((j) => read.get(j));
  assert.ok(back.every((o) => o !== undefined), 'every entry read back');
  assert.ok(back[300]!.parsed.html.includes('Edited.'));
  assert.ok(back.every((o, i) => o!.parsed.html.includes(`Page ${i}.`)));
  assert.is(read.get(jobs[300]), undefined, 'the text before the edit is gone');
});

test('a cut-off cache file is dropped whole, not read in part', () => {
  const file = join(dir, 'cut', 'parse.bin');
  const first = createParseCache({ file, code: 'c1' });
  first.scope(ctx);
  const jobs = Array.from({ length: 300 }, (_, i) => ({ ...job, body: `${job.body}\nPage ${i}.\n` }));
  for (const j of jobs) first.set(j, parseOne(j, ctx));
  first.save();
  const bytes = readFileSync(file);
  writeFileSync(file, bytes.subarray(0, bytes.length - 10));
  const again = createParseCache({ file, code: 'c1' });
  again.scope(ctx);
  assert.is(again.get(jobs[0]), undefined, 'not even the first slice is kept');
});

test('an MDX page misses once its partial or the component file it imports changes', () => {
  writeFileSync(join(dir, '_part.mdx'), 'Shared text.\n');
  writeFileSync(join(dir, 'Widget.tsx'), 'export default () => null;\n');
  const mdx: ParseJob = { file: join(dir, 'b.mdx'), route: '/b', body: "import Part from './_part.mdx';\nimport Widget from './Widget';\n\n<Part />\n\n<Widget />\n", lineOffset: 0, isMdx: true };
  const cache = createParseCache({ code: 'c1' });
  cache.scope(ctx);
  const later = new Date(Date.now() + 5000);
  for (const changed of ['_part.mdx', 'Widget.tsx']) {
    const outcome = parseOne(mdx, ctx);
    assert.equal(outcome.errors, []);
    assert.match(outcome.parsed.html, `<p>Shared text.</p>\n<opdocs-component name="import:${join(dir, 'Widget.tsx')}#default"></opdocs-component>`);
    cache.set(mdx, outcome);
    assert.is(cache.get(mdx), outcome);
    utimesSync(join(dir, changed), later, later);
    assert.is(cache.get(mdx), undefined, changed);
  }
});

test.run();
