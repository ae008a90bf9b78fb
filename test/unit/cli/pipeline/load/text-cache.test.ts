import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTextCache } from '../../../../../cli/pipeline/load/text-cache';
import { list } from '../../../../../cli/pipeline/load/scan';

test('derived values are worked out once per text and again when the text changes', () => {
  const cache = createTextCache();
  let runs = 0;
  const make = (text: string) => cache.derived('/site/a.md', text, 'front matter', () => ({ runs: ++runs, text }));
  const first = make('one');
  assert.is(make('one'), first, 'the same text gives the kept value');
  assert.is(make('two').runs, 2, 'a new text is worked out again');
  assert.is(cache.derived('/site/a.md', 'two', 'other slot', () => 'x'), 'x', 'slots are separate');
  cache.forget(['/site/a.md']);
  assert.is(make('two').runs, 3, 'a forgotten file is worked out again');
});

test('a listing is kept while files only change, and made again when one appears or goes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-text-cache-'));
  try {
    mkdirSync(join(dir, 'guide'));
    writeFileSync(join(dir, 'a.md'), '# A\n');
    writeFileSync(join(dir, 'guide', 'b.md'), '# B\n');
    const cache = createTextCache();
    const ls = async () => (await list(dir, ['**/*.md'], [], undefined, cache)).sort();
    assert.equal(await ls(), ['a.md', 'guide/b.md']);
    // Written behind the cache's back: an edit the watcher reported as a change of a.md.
    writeFileSync(join(dir, 'c.md'), '# C\n');
    cache.forget([join(dir, 'a.md')]);
    assert.equal(await ls(), ['a.md', 'guide/b.md'], 'an edit to a listed file keeps the listing');
    cache.forget([join(dir, 'c.md')]);
    assert.equal(await ls(), ['a.md', 'c.md', 'guide/b.md'], 'a file the listing lacks lists again');
    renameSync(join(dir, 'guide'), join(dir, 'howto'));
    cache.forget([join(dir, 'guide', 'b.md')]);
    assert.equal(await ls(), ['a.md', 'c.md', 'howto/b.md'], 'a listed file that is gone lists again');
    writeFileSync(join(dir, 'd.md'), '# D\n');
    cache.forget(null);
    assert.equal(await ls(), ['a.md', 'c.md', 'd.md', 'howto/b.md'], 'forgetting everything lists again');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('what a listing reported is reported again each time it is answered from the cache', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-text-cache-'));
  const outside = mkdtempSync(join(tmpdir(), 'opdocs-text-cache-out-'));
  try {
    writeFileSync(join(outside, 'secret.md'), '# S\n');
    writeFileSync(join(dir, 'a.md'), '# A\n');
    const { symlinkSync } = await import('node:fs');
    symlinkSync(join(outside, 'secret.md'), join(dir, 'linked.md'));
    const cache = createTextCache();
    for (const round of [1, 2]) {
      const errors: Error[] = [];
      const rels = await list(dir, ['**/*.md'], [], { siteDir: dir, errors: errors as never[] }, cache);
      assert.equal(rels, ['a.md'], `round ${round}: the link outside the site is left out`);
      assert.is(errors.length, 1, `round ${round}: and reported`);
      assert.match(errors[0].message, /outside the site/);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  }
});

test.run();
