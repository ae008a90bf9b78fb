/**
 * Control characters that YAML escapes put into front matter values never reach a page: they
 * are removed, with a warning at the value's line and column.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontMatter } from '../../../../../cli/pipeline/parse/front-matter';
import { applySeverities } from '../../../../../cli/pipeline/site';
import { formatError } from '../../../../../cli/errors';

const brokenDefaults = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn', onBrokenImages: 'throw', onDuplicateRoutes: 'warn' } as const;

test('a NUL in a double-quoted title is removed and warned about at the value, the build going on', () => {
  const fm = parseFrontMatter('---\ntitle: "A\\0B"\ntags: [ok, "t\\x01\\x02"]\n---\n\n# Body\n', '/site/page.md', 'doc');
  assert.is(fm.data.title, 'AB');
  assert.equal(fm.data.tags, ['ok', 't']);
  const { fatal, warnings } = applySeverities(fm.errors, brokenDefaults);
  assert.is(fatal.length, 0);
  assert.equal(warnings.map((w) => formatError(w.error, '/site', w.level === 'warn' ? 'warning' : 'note')), [
    'page.md:2:8  warning  front matter: `title` holds the control character U+0000, which a page cannot show; it is removed\n' +
      '  hint: in double quotes a backslash starts an escape (`\\0` is U+0000): write `\\\\` for a backslash, or put the value in single quotes',
    'page.md:3:12  warning  front matter: `tags[1]` holds the control character U+0001 and 1 more, which a page cannot show; it is removed\n' +
      '  hint: in double quotes a backslash starts an escape (`\\0` is U+0000): write `\\\\` for a backslash, or put the value in single quotes',
  ]);
});

test('tabs and line breaks stay, and a value shared through an alias is cleaned once', () => {
  const fm = parseFrontMatter('---\ndescription: "a\\tb\\nc"\nkeywords: &k ["x\\0"]\ntags: *k\nslug: /s\n---\n', '/site/page.md', 'doc');
  assert.is(fm.data.description, 'a\tb\nc');
  assert.equal(fm.data.keywords, ['x']);
  assert.equal(fm.data.tags, ['x']);
  assert.is(fm.errors.length, 1);
});

test.run();
