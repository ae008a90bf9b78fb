import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadDocs, type LoadedDoc } from '../../../../../cli/pipeline/routes/docs';
import type { ContentFile } from '../../../../../cli/pipeline/load/scan';

const file = (rel: string, text = '# Title\n'): ContentFile => ({ file: `/site/content/docs/${rel}`, rel, text });
const load = (files: ContentFile[], versionPath = '/base/docs') => loadDocs(files, { versionPath });
const byRel = (docs: LoadedDoc[], rel: string) => docs.find((d) => d.rel === rel) as LoadedDoc;

test('ids join the prefix-stripped folders with the prefix-stripped file name', () => {
  const { docs, errors } = load([file('intro.md'), file('02-guides/01-setup.md'), file('a/b/c.mdx')]);
  assert.equal(errors, []);
  assert.equal(docs.map((d) => d.id), ['intro', 'guides/setup', 'a/b/c']);
  assert.is(byRel(docs, 'a/b/c.mdx').isMdx, true);
});

test('a front matter id replaces the file name but keeps the folder', () => {
  const { docs } = load([file('crds/examples.md', '---\nid: crds-examples\n---\n# Examples\n')]);
  assert.is(docs[0].id, 'crds/crds-examples');
  assert.is(docs[0].permalink, '/base/docs/crds/crds-examples');
});

test('a front matter id with a slash is an error at the id line', () => {
  const { errors } = load([file('x.md', '---\ntitle: X\nid: a/b\n---\n')]);
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'document id "a/b" cannot include a slash');
  assert.is(errors[0].line, 3);
  assert.is(errors[0].file, '/site/content/docs/x.md');
});

test('index, readme and a file named like its folder are category indexes', () => {
  const { docs } = load([
    file('a/index.md'), file('b/README.md'), file('c/c.md'), file('02-d/02-d.md'), file('e/other.md'), file('index.md'), file('01-f/index.md'),
  ]);
  assert.equal(docs.map((d) => d.isCategoryIndex), [true, true, true, true, false, true, true]);
});

test('a number prefix on the file or its folder keeps a name-alike doc from being the index, as in Docusaurus', () => {
  const { docs } = load([file('relations/1-relations.md'), file('02-guides/guides.md')]);
  assert.equal(docs.map((d) => d.isCategoryIndex), [false, false]);
  assert.equal(docs.map((d) => d.permalink), ['/base/docs/relations/relations', '/base/docs/guides/guides']);
});

test('category index docs get the folder path with a trailing slash', () => {
  const { docs } = load([file('01-how-it-works/index.md'), file('index.md'), file('x/README.md')]);
  assert.is(docs[0].slug, '/how-it-works/');
  assert.is(docs[0].permalink, '/base/docs/how-it-works/');
  assert.is(docs[1].slug, '/');
  assert.is(docs[1].permalink, '/base/docs/');
  assert.is(docs[2].permalink, '/base/docs/x/');
});

test('an absolute front matter slug is used as is and a relative one resolves against the folder', () => {
  const { docs } = load([
    file('guides/a.md', '---\nslug: /top/level\n---\n'),
    file('guides/b.md', '---\nslug: renamed\n---\n'),
    file('guides/index.md', '---\nslug: start\n---\n'),
  ]);
  assert.equal(docs.map((d) => d.permalink), ['/base/docs/top/level', '/base/docs/guides/renamed', '/base/docs/guides/start']);
});

test('relative slugs with ./ and ../ resolve against the folder like URLs', () => {
  const { docs } = load([
    file('guides/deep/a.md', '---\nslug: ../up\n---\n'),
    file('guides/b.md', '---\nslug: ./here/\n---\n'),
    file('c.md', '---\nslug: ../../top\n---\n'),
    file('d.md', '---\nslug: ./100%\n---\n'),
  ]);
  assert.equal(docs.map((d) => d.permalink), ['/base/docs/guides/up', '/base/docs/guides/here/', '/base/docs/top', '/base/docs/100%']);
});

test('the sidebar position comes from front matter, else from the file name prefix', () => {
  const { docs } = load([file('03-a.md'), file('04-b.md', '---\nsidebar_position: 9\n---\n'), file('c.md')]);
  assert.equal(docs.map((d) => d.sidebarPosition), [3, 9, undefined]);
  assert.equal(docs.map((d) => d.sourceName), ['03-a.md', '04-b.md', 'c.md']);
});

test('parse_number_prefixes false keeps the prefix in the id', () => {
  const { docs } = load([file('01-a.md', '---\nparse_number_prefixes: false\n---\n')]);
  assert.is(docs[0].id, '01-a');
  assert.is(docs[0].sidebarPosition, undefined);
});

test('title, label, draft and unlisted come from front matter, the title falling back to the id', () => {
  const { docs } = load([
    file('a.md', '---\ntitle: Alpha\nsidebar_label: A\ndraft: true\nunlisted: true\n---\n'),
    file('02-b.md', 'no front matter'),
  ]);
  assert.equal([docs[0].title, docs[0].sidebarLabel, docs[0].draft, docs[0].unlisted], ['Alpha', 'A', true, true]);
  assert.equal([docs[1].title, docs[1].sidebarLabel, docs[1].draft], ['b', undefined, false]);
  assert.is(docs[1].body, 'no front matter');
});

test('two docs with one id are an error naming both files at the id line', () => {
  const { errors } = load([file('a/x.md'), file('a/y.md', '---\ntitle: Y\nid: x\n---\n')]);
  const dup = errors.find((e) => e.message.includes('id "a/x"'));
  assert.ok(dup);
  assert.match(dup!.message, 'a/x.md and a/y.md');
  assert.is(dup!.file, '/site/content/docs/a/y.md');
  assert.is(dup!.line, 3);
});

test('a copied `id:` that clashes with a file sorted after the copy is reported once, at the copy\'s id line', () => {
  const { errors } = load([file('a/copy.md', '---\ntitle: Copy\nid: orig\n---\n'), file('a/orig.md')]);
  assert.equal(errors.map((e) => [e.file, e.line, e.message]), [
    ['/site/content/docs/a/copy.md', 3, 'two docs have the id "a/orig": a/copy.md and a/orig.md'],
  ]);
  // A route another doc's slug sets is blamed on that slug too.
  const routes = load([file('a.md', '---\nslug: /b\n---\n'), file('b.md')]).errors;
  assert.equal(routes.map((e) => [e.file, e.line]), [['/site/content/docs/a.md', 2]]);
});

test('two docs on one route are an error at the slug line, ignoring case and trailing slash', () => {
  const { errors } = load([file('guide.md'), file('other.md', '---\nslug: /Guide/\n---\n')]);
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'two docs claim the route /base/docs/Guide/: guide.md and other.md');
  assert.is(errors[0].line, 2);
});

test('with onDuplicateRoutes other than "throw", the first doc keeps the route and the error stays (as a warning)', () => {
  const files = [file('guide.md'), file('other.md', '---\nslug: /Guide/\n---\n')];
  const { docs, errors } = loadDocs(files, { versionPath: '/base/docs', keepFirstOnRoute: true });
  assert.equal(docs.map((d) => d.rel), ['guide.md']);
  assert.match(errors[0].message, 'two docs claim the route');
  assert.is(errors[0].kind, 'onDuplicateRoutes');
});

test.run();
