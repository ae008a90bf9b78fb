import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const BuildErrors = suite('build errors of bad fixture sites');

/** Builds the fixture over a previous output folder and returns the printed errors. */
async function failingBuild(name: string): Promise<{ text: string; dir: string }> {
  const dir = copyFixture(name);
  mkdirSync(join(dir, 'build'), { recursive: true });
  writeFileSync(join(dir, 'build', 'previous.html'), 'previous output');
  writeFileSync(join(dir, 'build', '__opdocs.json'), '{"baseUrl":"/","buildId":"previous"}');
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } catch (err) {
    const user = asUserErrors(err);
    if (!user) throw err;
    return { text: formatErrors(user, dir), dir };
  }
  throw new Error(`build of ${name} unexpectedly succeeded`);
}

const cases: [string, string][] = [
  ['bad-front-matter-yaml', 'content/docs/broken.md:2:8  error  front matter: invalid YAML (a plain value contains ": ")\n  hint: fix the YAML between the two `---` lines, e.g. quote values that contain ": " or start with a special character'],
  ['bad-front-matter-type', 'content/docs/typed.md:3:19  error  front matter: `sidebar_position` must be a number, got "two"\n  hint: use a number, e.g. `sidebar_position: 2`'],
  ['unknown-author', 'content/blog/2025-01-01-hello.md:3:10  error  front matter: unknown author key "bob"\n  hint: add "bob" to authors.yml, or use one of: ada\ncontent/blog/2025-01-01-hello.md:4:7  error  front matter: tag "relase" not defined in tags.yml\n  hint: add it to tags.yml (defined: release), or set "onInlineTags": "ignore" in the blog section of site.config.json'],
  ['duplicate-route', 'content/docs/other.md:2:7  error  two docs claim the route /docs/intro: intro.md and other.md\n  hint: change the `slug` (or file name) of one of them so each route has one doc'],
  ['category-missing-doc', 'content/docs/guide/_category_.json:3:34  error  category link points to a missing doc "overview"\n  hint: use the id of a doc in this folder; ids here: guide/step'],
  ['broken-link', 'content/docs/links.md:3:24  error  broken link: ./missing.md points to a Markdown file that does not exist or is not a page\n  hint: fix the path (relative to this file), or link to a route like /docs/intro\ncontent/docs/links.md:3:52  error  broken link: /docs/nowhere → /docs/nowhere is not a page of this site\n  hint: link to an existing page'],
  ['broken-anchor', 'content/docs/anchors.md:3:21  error  broken anchor: ./intro.md#no-such-heading → /docs/intro has no heading with id "no-such-heading"\n  hint: use one of the ids on that page: section'],
  ['missing-image', 'content/docs/pictures.md:3:14  error  image not found: ./img/diagram.png\n  hint: fix the path; it is relative to this Markdown file'],
  ['config-invalid-json', 'site.config.json:3:31  error  invalid JSON: trailing comma\n  hint: remove the "," before "}"'],
  ['config-and-content-errors', [
    'content/docs/list.md:2:1  error  front matter must be a map of keys to values, got a list',
    '  hint: write one `key: value` line per setting between the `---` lines, e.g. `title: Getting started`',
    'content/docs/listed.md:3:8  error  front matter: `tags[0]` must be a tag key or { label, permalink }, got a list',
    '  hint: use a tag key or { label, permalink }, e.g. `release`',
    'content/docs/listed.md:3:16  error  front matter: `tags[1].label`: missing required key',
    '  hint: add it, e.g. `label: Release`',
    'content/docs/listed.md:3:17  error  front matter: `tags[1].colour`: unknown key',
    '  hint: allowed: description, label, permalink',
    'content/docs/listed.md:8:15  error  broken link: ./missing.md points to a Markdown file that does not exist or is not a page',
    '  hint: fix the path (relative to this file), or link to a route like /docs/intro',
    'site.config.json:4:14  error  baseUrl: must be a path, not a URL, got "https://example.com/docs-site/"',
    '  hint: put the origin in "url": "https://example.com" and the path in "baseUrl": "/docs-site/"',
    'site.config.json:5:33  error  colorMode.defaultMode: unknown value "drak"',
    '  hint: did you mean "dark"? allowed: dark, light',
  ].join('\n')],
  ['config-unknown-key', 'site.config.json:4:15  error  navbar.itmes: unknown key\n  hint: did you mean "items"? allowed: hideOnScroll, items, logo, style, title'],
  ['docusaurus-layout', 'site.config.json:1:1  error  the content folder "content" does not exist\n  hint: docs/ and blog/ sit at the site root: set "contentDir": "." in site.config.json'],
  ['empty-content', 'site.config.json:1:1  error  the content folder "content" has no docs, blog posts or pages\n  hint: put Markdown files in content/docs/ or content/blog/, or set "contentDir" to the folder that holds them'],
  ['version-without-content', 'site.config.json:7:14  error  docs.versions: version "1.0" has no content: it is not in versions.json, whose versions have their docs in versioned_docs/version-<name>/\n  hint: remove "1.0" from docs.versions, or name it "current" to set the label and banner of the docs folder; the versions are current'],
  ['custom-css-missing', 'site.config.json:4:17  error  customCss[0]: cannot find "css/site.css"\n  hint: give the path of a CSS file relative to the site folder, e.g. "css/custom.css", or of one in an installed package, e.g. "some-package/dist/style.css"'],
];

for (const [name, expected] of cases) {
  BuildErrors(`${name}: fails with file:line:column, what is wrong and what to do`, async () => {
    const { text } = await failingBuild(name);
    const count = expected.split('\n').filter((l) => l.includes('  error  ')).length;
    assert.is(text, `${expected}\n\n${count} problem${count === 1 ? '' : 's'} found; nothing was written.`);
  });
}

BuildErrors('a locale without translations builds untranslated, as in Docusaurus', async () => {
  const dir = copyFixture('locale-without-content');
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const en = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  const fr = readFileSync(join(dir, 'build', 'fr', 'docs', 'intro', 'index.html'), 'utf8');
  assert.match(fr, '<html lang="fr"');
  // The same text: there is nothing to translate it from.
  const body = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0];
  assert.ok(body(fr));
  assert.is(body(fr), body(en));
});

BuildErrors('mdx-jsx: every MDX problem of a file is reported at once, with file:line:column', async () => {
  const { text } = await failingBuild('mdx-jsx');
  const lines = text.split('\n').filter((l) => l.includes('  error  '));
  assert.equal(lines, [
    'content/docs/tabs.mdx:6:3  error  MDX: unknown component <Widget>: it is neither imported nor provided by the theme',
    'content/docs/tabs.mdx:9:8  error  MDX: the expression {count * 2} uses `count`, which is not defined in this file',
  ]);
  assert.match(text, "hint: import it at the top of the file, e.g. `import Widget from '@site/src/components/Widget'`");
});

BuildErrors('a failed build leaves the previous output exactly as it was and no staging folder behind', async () => {
  const { dir } = await failingBuild('broken-link');
  assert.equal(readdirSync(join(dir, 'build')).sort(), ['__opdocs.json', 'previous.html']);
  assert.is(readFileSync(join(dir, 'build', 'previous.html'), 'utf8'), 'previous output');
  assert.equal(readdirSync(dir).filter((f) => f.includes('opdocs-staging')), []);
  assert.ok(existsSync(join(dir, 'site.config.json')));
});

BuildErrors('a broken authors.yml is reported once, not again as an unknown author in every post naming one', async () => {
  const dir = copyFixture('unknown-author');
  const authors = readdirSync(join(dir, 'content', 'blog')).find((f) => f.startsWith('authors.'))!;
  writeFileSync(join(dir, 'content', 'blog', authors), 'ada:\n  name: Ada\n  title: [unclosed\n');
  let text = '';
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } catch (err) {
    text = formatErrors(asUserErrors(err) ?? [], dir);
  }
  assert.match(text, new RegExp(`content/blog/${authors}:\\d+:\\d+  error  authors file: invalid YAML`));
  assert.not.match(text, 'unknown author key');
});

BuildErrors('an author entry without name or picture is reported at authors.yml only, not again as an unknown key in the post naming it', async () => {
  const dir = copyFixture('unknown-author');
  const authors = readdirSync(join(dir, 'content', 'blog')).find((f) => f.startsWith('authors.'))!;
  writeFileSync(join(dir, 'content', 'blog', authors), 'ada:\n  name: Ada\nbob:\n  title: Pilot\n');
  let text = '';
  try {
    await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  } catch (err) {
    text = formatErrors(asUserErrors(err) ?? [], dir);
  }
  assert.match(text, new RegExp(`content/blog/${authors}:\\d+:\\d+  error  authors file: author "bob" needs a name or an imageURL`));
  assert.not.match(text, 'unknown author key');
});

BuildErrors.run();
