/**
 * A named pipe (or device) with a page's name in a content folder was left out without a word;
 * it is an error at its path, and the folder's files are listed as before.
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

test.run();
