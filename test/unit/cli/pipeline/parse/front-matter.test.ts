import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { frontMatterKeyPosition, parseFrontMatter, type FrontMatterKind } from '../../../../../cli/pipeline/parse/front-matter';
import { formatErrors } from '../../../../../cli/errors';

/** The exact text the CLI would print for this file's front matter. */
function errorsOf(lines: string[], kind: FrontMatterKind = 'doc'): string {
  const { errors } = parseFrontMatter(lines.join('\n'), '/site/page.md', kind);
  return formatErrors(errors, '/site').split('\n\n')[0];
}

const errors = suite('front matter errors');

errors('points invalid YAML at its own line, not the one below', () => {
  assert.is(errorsOf(['---', 'title: Broken: yaml: here', 'sidebar_position: 2', '---', '', '# Broken']), [
    'page.md:2:8  error  front matter: invalid YAML (a plain value contains ": ")',
    '  hint: fix the YAML between the two `---` lines, e.g. quote values that contain ": " or start with a special character',
  ].join('\n'));
});

errors('points a missing closing --- at the opening one', () => {
  assert.is(errorsOf(['---', 'title: Open', '', '# Body', 'text']), [
    'page.md:1:1  error  front matter: the opening `---` has no closing `---`',
    '  hint: add a line holding only `---` after the last front matter line',
  ].join('\n'));
});

errors('rejects front matter that is a list or a single value', () => {
  assert.is(errorsOf(['---', '- title', '- two', '---', 'body']), [
    'page.md:2:1  error  front matter must be a map of keys to values, got a list',
    '  hint: write one `key: value` line per setting between the `---` lines, e.g. `title: Getting started`',
  ].join('\n'));
  assert.match(errorsOf(['---', 'just words', '---', 'body']), 'page.md:2:1  error  front matter must be a map of keys to values, got "just words"');
});

errors('names YAML .nan and .inf as they are, not as null', () => {
  assert.match(errorsOf(['---', 'sidebar_position: .nan', '---', 'body']), 'page.md:2:19  error  front matter: `sidebar_position` must be a number, got NaN');
  assert.match(errorsOf(['---', 'sidebar_position: -.inf', '---', 'body']), 'got -Infinity');
});

errors('reports each bad tag entry at its own position', () => {
  assert.is(errorsOf(['---', 'tags: [[a, b], {colour: red}, fine]', '---', 'body']), [
    'page.md:2:8  error  front matter: `tags[0]` must be a tag key or { label, permalink }, got a list',
    '  hint: use a tag key or { label, permalink }, e.g. `release`',
    'page.md:2:16  error  front matter: `tags[1].label`: missing required key',
    '  hint: add it, e.g. `label: Release`',
    'page.md:2:17  error  front matter: `tags[1].colour`: unknown key',
    '  hint: allowed: description, label, permalink',
  ].join('\n'));
});

errors('names the type, the value and an example, for every wrong key at once', () => {
  assert.is(errorsOf(['---', 'date: soon', 'authors: true', 'toc_max_heading_level: 9', 'draft: yes', '---'], 'post'), [
    'page.md:2:7  error  front matter: `date` must be a date, got "soon"',
    '  hint: e.g. `date: 2025-10-22`',
    'page.md:3:10  error  front matter: `authors` must be an author key or a list of them, got true',
    '  hint: use an author key or a list of them, e.g. `authors: [akyriako]`',
    'page.md:4:24  error  front matter: `toc_max_heading_level` must be between 2 and 6, got 9',
    'page.md:5:8  error  front matter: `draft` must be true or false, got "yes"',
    '  hint: use true or false, e.g. `draft: true`',
  ].join('\n'));
});

errors('a smallest table-of-contents level above the largest is an error at the smallest, in every kind of page', () => {
  for (const kind of ['doc', 'post', 'page'] as const) {
    assert.is(errorsOf(['---', 'toc_min_heading_level: 5', 'toc_max_heading_level: 3', '---', '## H2'], kind), [
      'page.md:2:24  error  front matter: `toc_min_heading_level` must not be larger than `toc_max_heading_level`, got 5 and 3: the table of contents would list no heading',
      '  hint: swap the two, e.g. `toc_min_heading_level: 3` and `toc_max_heading_level: 5`',
    ].join('\n'));
  }
  const equal = parseFrontMatter('---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 3\n---\n', '/f.md', 'doc');
  assert.equal([equal.errors, equal.data.toc_min_heading_level, equal.data.toc_max_heading_level], [[], 3, 3]);
});

errors('a quoted number or true/false where only a number or a boolean goes is taken as that value, as Docusaurus converts it; other text is still an error', () => {
  const ok = parseFrontMatter('---\nsidebar_position: "3"\nhide_table_of_contents: "False"\ntoc_max_heading_level: " 4 "\nunlisted: \'true\'\ntitle: "5"\n---\n', '/f.md', 'doc');
  assert.equal(ok.errors, []);
  assert.equal([ok.data.sidebar_position, ok.data.hide_table_of_contents, ok.data.toc_max_heading_level, ok.data.unlisted, ok.data.title], [3, false, 4, true, '5']);
  assert.is(errorsOf(['---', 'sidebar_position: "0x10"', 'draft: "yes"', 'sidebar_position_2: "3"', '---']).split('\n').filter((l) => l.startsWith('page.md')).join('\n'), [
    'page.md:2:19  error  front matter: `sidebar_position` must be a number, got "0x10"',
    'page.md:3:8  error  front matter: `draft` must be true or false, got "yes"',
  ].join('\n'));
});

errors('an empty slug, sidebar_label or pagination_label is an error at its value, as Docusaurus refuses it; an empty title is kept', () => {
  assert.is(errorsOf(['---', 'slug: ""', "sidebar_label: ''", 'pagination_label: ""', 'title: ""', '---']), [
    'page.md:2:7  error  front matter: `slug` must not be empty',
    '  hint: write one, e.g. `slug: /my-page`, or remove the line',
    'page.md:3:16  error  front matter: `sidebar_label` must not be empty',
    '  hint: write one, e.g. `sidebar_label: Intro`, or remove the line',
    'page.md:4:19  error  front matter: `pagination_label` must not be empty',
    '  hint: write one, e.g. `pagination_label: Setup`, or remove the line',
  ].join('\n'));
  assert.equal(parseFrontMatter('---\nslug: ""\n---\n', '/f.md', 'post').errors.map((e) => e.message), ['front matter: `slug` must not be empty']);
  assert.equal(parseFrontMatter('---\ntitle: ""\n---\n', '/f.md', 'doc').errors, []);
});

errors('a sidebar_label of spaces only, or a tag or inline author with no text, is an error at its value', () => {
  assert.is(errorsOf(['---', "sidebar_label: '  '", 'tags: [ok, "", {label: " "}]', '---']), [
    'page.md:2:16  error  front matter: `sidebar_label` must not be only spaces',
    '  hint: write one, e.g. `sidebar_label: Intro`, or remove the line',
    'page.md:3:12  error  front matter: `tags[1]` must have text, got ""',
    '  hint: write the tag, e.g. `release`, or remove it from the list',
    'page.md:3:24  error  front matter: `tags[2].label` must have text, got " "',
    '  hint: write the tag, e.g. `release`, or remove it from the list',
  ].join('\n'));
  assert.equal(parseFrontMatter('---\nauthors: [{name: ""}]\n---\n', '/f.md', 'post').errors.map((e) => e.message), ['front matter: `authors[0].name` must have text, got ""']);
});

errors.run();

const data = suite('front matter data');

data('returns typed values, keeps unknown keys and the body with its line offset', () => {
  const parsed = parseFrontMatter('---\ntitle: Hi\ndate: 2025-10-22\nsidebar_custom_props: { a: 1 }\n---\n\n# Hi\n', '/f.md', 'post');
  assert.equal(parsed.errors, []);
  assert.equal(parsed.data, { title: 'Hi', date: new Date('2025-10-22T00:00:00Z'), sidebar_custom_props: { a: 1 } });
  assert.is(parsed.body, '\n# Hi\n');
  assert.is(parsed.lineOffset, 5);
});

data('leaves wrong keys out of the data so the rest still applies', () => {
  const parsed = parseFrontMatter('---\ntitle: Typed\nsidebar_position: two\ntags: [ok, [x]]\n---\n', '/f.md', 'doc');
  assert.is(parsed.errors.length, 2);
  assert.equal(parsed.data, { title: 'Typed', tags: ['ok'] });
});

data('a file without front matter, or with an empty block, has empty data', () => {
  assert.equal(parseFrontMatter('# Title\n', '/f.md', 'page'), { data: {}, body: '# Title\n', lineOffset: 0, errors: [] });
  assert.equal(parseFrontMatter('---\n---\nbody\n', '/f.md', 'page'), { data: {}, body: 'body\n', lineOffset: 2, errors: [] });
});

data('finds the position of a value for later errors, and nothing for an absent key', () => {
  const text = '---\ntitle: x\nauthors: [ada, bob]\n---\n';
  assert.equal(frontMatterKeyPosition(text, 'authors'), { line: 3, column: 10 });
  assert.equal(frontMatterKeyPosition(text, ['authors', 1]), { line: 3, column: 16 });
  assert.equal(frontMatterKeyPosition(text, 'slug'), {});
});

data('takes numbers and dates in text fields as the text written, as Docusaurus does', () => {
  const doc = parseFrontMatter([
    '---', 'title: 2024', 'sidebar_label: 1.0', 'description: 2019-01-01', 'id: 0x1F',
    'keywords: [Release Notes, 1.10]', 'tags: [2021, { label: 3.50 }]', 'sidebar_position: 2', '---', '',
  ].join('\n'), '/f.md', 'doc');
  assert.equal(doc.errors, []);
  assert.equal(doc.data, {
    title: '2024', sidebar_label: '1.0', description: '2019-01-01', id: '0x1F',
    keywords: ['Release Notes', '1.10'], tags: ['2021', { label: '3.50' }], sidebar_position: 2,
  });
  const post = parseFrontMatter('---\ntitle: 1984\ndate: 2021-03-04\nauthors: [{ name: 42 }]\n---\n', '/p.md', 'post');
  assert.equal(post.errors, []);
  assert.equal(post.data, { title: '1984', date: new Date('2021-03-04T00:00:00Z'), authors: [{ name: '42' }] });
  const page = parseFrontMatter('---\ntitle: 404\n---\n', '/q.md', 'page');
  assert.equal(page.data, { title: '404' });
});

data('still rejects booleans in text fields and text in number fields', () => {
  assert.is(parseFrontMatter('---\ntitle: true\n---\n', '/f.md', 'doc').errors[0]?.message, 'front matter: `title` must be a string, got true');
  // A quoted number is converted (Docusaurus validates front matter with Joi's `convert: true`); words are not.
  assert.is(parseFrontMatter('---\nsidebar_position: "two"\n---\n', '/f.md', 'doc').errors.length, 1);
});

data('the 300th doc of a build, parsed once zod compiles its fast path, gets the same data and errors as the first', () => {
  const good = '---\ntitle: Same\nsidebar_position: 3\ntags: [a, b]\nhide_table_of_contents: true\nextra: { k: 1 }\n---\nbody\n';
  const bad = '---\ntitle: Typed\nsidebar_position: two\ntags: [ok, [x]]\n---\n';
  // Another schema than the other tests' doc parses would leave counted: 'page' is parsed least here.
  const kind = 'page' as const;
  const first = [parseFrontMatter(good, '/f.md', kind), parseFrontMatter(bad, '/f.md', kind)];
  for (let i = 0; i < 300; i++) parseFrontMatter(good, '/f.md', kind);
  const later = [parseFrontMatter(good, '/f.md', kind), parseFrontMatter(bad, '/f.md', kind)];
  assert.equal(later[0], first[0]);
  assert.equal(formatErrors(later[1].errors, '/'), formatErrors(first[1].errors, '/'));
  assert.equal(later[1].data, first[1].data);
  assert.ok(first[1].errors.length > 0);
});

data.run();
