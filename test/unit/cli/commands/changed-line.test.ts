/** The line a watch rebuild starts with stays short when many files change at once. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changedLine } from '../../../../cli/commands/changed-line';

test('a few changed files are all named, relative to the site', () => {
  assert.is(changedLine(['/site/content/docs/a.md', '/site/site.config.json'], '/site'), 'Changed: content/docs/a.md, site.config.json; rebuilding…');
});

test('200 files created at once name the first eight and count the rest', () => {
  const files = Array.from({ length: 200 }, (_, i) => `/site/content/docs/many/f${i}.md`);
  const line = changedLine(files, '/site');
  assert.ok(line.startsWith('Changed: content/docs/many/f0.md, content/docs/many/f1.md,'), line);
  assert.ok(line.endsWith('content/docs/many/f7.md and 192 more; rebuilding…'), line);
});

test.run();
