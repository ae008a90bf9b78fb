/**
 * Routes a browser would change before asking for them (a tab, a trailing space) or that could
 * pass for another page's path (a bidi override): the build fails at the file, printing the
 * invisible characters as escapes, and writes nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });
const RENAME = '  hint: rename the file, or set a `slug` made of plain path segments in its front matter, e.g. `slug: /guides/setup`';

test('a tab or a line break in a file name (no longer skipped by the content walk), a space ending it and a bidi override in a slug each fail at their file, shown as escapes', async () => {
  const dir = writeSiteFiles('opdocs-route-chars-', {
    'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n',
    'content/docs/ta\tb.md': '# Tab\n', 'content/docs/sp .md': '# Space\n', 'content/docs/new\nline.md': '# Line break\n',
    'content/docs/bidi.md': '---\nslug: /safe\u202Etxt.exe\n---\n\n# Bidi\n',
  });
  let lines: string[] = [];
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } catch (err) {
    lines = (asUserErrors(err) ?? []).map((e) => formatError(e, dir)).sort();
  }
  assert.equal(lines, [
    'content/docs/bidi.md:2:7  error  route /docs/safe\\u{202E}txt.exe contains the invisible character U+202E, which hides or reorders the path\'s letters wherever it is shown, so it could pass for another page\'s path\n  hint: use a slug or permalink made of plain path segments, e.g. `slug: /guides/setup`',
    `content/docs/new\\u{A}line.md  error  route /docs/new\\u{A}line contains a tab or a line break, which a browser removes from every link, so no link could reach the page\n${RENAME}`,
    `content/docs/sp .md  error  route /docs/sp  ends with a space, which a browser trims off the end of every link, so no link could reach the page\n${RENAME}`,
    `content/docs/ta\\u{9}b.md  error  route /docs/ta\\u{9}b contains a tab or a line break, which a browser removes from every link, so no link could reach the page\n${RENAME}`,
  ]);
  assert.not.ok(existsSync(join(dir, 'build')), 'nothing written');
});

test.run();
