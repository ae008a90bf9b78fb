/**
 * A named pipe (or device) with a page's name, or a file or folder whose name is not UTF-8, in a
 * content folder was left out without a word; each is an error at its path.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walkContent } from '../../../../../cli/pipeline/load/content-walk';
import type { OpdocsError } from '../../../../../cli/errors';

test('a named pipe named like a page is an error at its path; pipes with other names are not content', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-walk-'));
  try {
    mkdirSync(join(dir, 'docs/a'), { recursive: true });
    writeFileSync(join(dir, 'docs/intro.md'), '# Intro\n');
    execFileSync('mkfifo', [join(dir, 'docs/a/pipe.md'), join(dir, 'docs/a/log.fifo')]);
    const links = { siteDir: dir, errors: [] as OpdocsError[] };
    const files = walkContent(join(dir, 'docs'), ['**/*.{md,mdx}'], [], links);
    assert.equal(files, ['intro.md']);
    assert.equal(links.errors.map((e) => [e.file, e.message]), [
      [join(dir, 'docs/a/pipe.md'), 'is a named pipe, not a file, so it cannot be read as a page'],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file or folder whose name is not UTF-8 is an error at its path, not a page left out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-walk-'));
  try {
    mkdirSync(Buffer.from(`${dir}/docs/d\xe9`, 'latin1'), { recursive: true });
    writeFileSync(Buffer.from(`${dir}/docs/d\xe9/x.md`, 'latin1'), '# X\n');
    writeFileSync(Buffer.from(`${dir}/docs/a\xffb.md`, 'latin1'), '# A\n');
    writeFileSync(join(dir, 'docs/ok.md'), '# OK\n');
    const links = { siteDir: dir, errors: [] as OpdocsError[] };
    assert.equal(walkContent(join(dir, 'docs'), ['**/*.{md,mdx}'], [], links), ['ok.md']);
    assert.equal(links.errors.map((e) => [e.file, e.message]).sort(), [
      [join(dir, 'docs/a\uFFFDb.md'), 'file name is not UTF-8 (the \uFFFD stands for a byte that is no character), so it cannot be opened by that name'],
      [join(dir, 'docs/d\uFFFD'), 'folder name is not UTF-8 (the \uFFFD stands for a byte that is no character), so its files cannot be read'],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
