/** A lone surrogate written as a YAML escape never reaches a page: its UTF-8 and its data would disagree. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontMatter } from '../../../../../cli/pipeline/parse/front-matter';

test('"\\uD800" alone in a title is removed with a warning at the value, naming it as half of a pair', () => {
  const fm = parseFrontMatter('---\ntitle: "Lone \\uD800 here"\ndescription: "end \\uDFFF"\n---\n\n# Body\n', '/site/page.md', 'doc');
  assert.is(fm.data.title, 'Lone  here');
  assert.is(fm.data.description, 'end ');
  assert.equal(fm.errors.map((e) => [e.line, e.column, e.unchecked, e.message]), [
    [2, 8, true, 'front matter: `title` holds U+D800, a lone half of a surrogate pair, which a page cannot show; it is removed'],
    [3, 14, true, 'front matter: `description` holds U+DFFF, a lone half of a surrogate pair, which a page cannot show; it is removed'],
  ]);
});

test('a whole pair written as two escapes, and an emoji written as itself, are kept as they are', () => {
  const fm = parseFrontMatter('---\ntitle: "Smile \\uD83D\\uDE00"\ndescription: "Rocket 🚀"\n---\n', '/site/page.md', 'doc');
  assert.is(fm.data.title, 'Smile \u{1F600}');
  assert.is(fm.data.description, 'Rocket 🚀');
  assert.equal(fm.errors, []);
});

test.run();
