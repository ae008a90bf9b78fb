import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createLinkTracker } from '../../../../../cli/pipeline/check/links';
import { checkLinks } from '../../../../../cli/pipeline/check/check-links';
import { routeKey } from '../../../../../cli/pipeline/routes/url';
import { writeSiteFiles } from '../../../../helpers/site-files';

const SITE = fileURLToPath(new URL('../../../../fixtures/basic', import.meta.url));
const CONTENT = join(SITE, 'content');
const DOCS = join(CONTENT, 'docs');
const pos = { line: 4, column: 7 };

function tracker() {
  const fileToRoute = new Map([
    [join(DOCS, 'intro.md'), '/base/docs/intro'],
    [join(DOCS, 'other.md'), '/base/docs/other'],
    [join(DOCS, 'dir/index.md'), '/base/docs/dir/'],
    [join(DOCS, 'sub/page.md'), '/base/docs/sub/page'],
  ]);
  return createLinkTracker({ baseUrl: '/base/', roots: [SITE, CONTENT, DOCS], staticDir: join(CONTENT, 'static'), fileToRoute });
}
const FROM = join(DOCS, 'sub/page.md');
const ROUTE = '/base/docs/sub/page';

test('a relative markdown link becomes the target route and keeps its anchor', () => {
  const t = tracker();
  assert.is(t.resolveLink(join(DOCS, 'intro.md'), '/base/docs/intro', './other.md#x', pos), '/base/docs/other#x');
  assert.equal(t.pending[0], { file: join(DOCS, 'intro.md'), line: 4, column: 7, href: './other.md#x', target: '/base/docs/other', anchor: 'x' });
  assert.equal(t.errors, []);
});

test('a markdown link up one folder to an index file resolves to the folder route', () => {
  const t = tracker();
  assert.is(t.resolveLink(FROM, ROUTE, '../dir/index.md', pos), '/base/docs/dir/');
  assert.is(t.pending[0].anchor, null);
});

test('a site-absolute markdown path is looked up under the content roots', () => {
  assert.is(tracker().resolveLink(FROM, ROUTE, '/docs/intro.md', pos), '/base/docs/intro');
});

test('a relative markdown path not found beside the file is looked up from the content roots, as Docusaurus does', () => {
  const t = tracker();
  assert.is(t.resolveLink(FROM, ROUTE, 'content/docs/intro.md#x', pos), '/base/docs/intro#x');
  assert.is(t.resolveLink(FROM, ROUTE, 'dir/index.md', pos), '/base/docs/dir/');
  assert.is(t.resolveLink(FROM, ROUTE, 'page.md', pos), '/base/docs/sub/page', 'beside the file first');
  assert.equal(t.errors, []);
});

test('site-absolute routes get the base path once', () => {
  const t = tracker();
  assert.is(t.resolveLink(FROM, ROUTE, '/docs/x?q=1#h', pos), '/base/docs/x?q=1#h');
  assert.is(t.resolveLink(FROM, ROUTE, '/base/docs/y', pos), '/base/docs/y');
  assert.equal(t.pending.map((p) => [p.target, p.anchor]), [['/base/docs/x', 'h'], ['/base/docs/y', null]]);
});

test('a relative route is written as the absolute path it resolves to (as Docusaurus does) and checked there', () => {
  const t = tracker();
  // Relative, it would break when the page is served at /docs/intro/ (its index.html folder).
  assert.is(t.resolveLink(join(DOCS, 'intro.md'), '/base/docs/intro', 'adopters#team', pos), '/base/docs/adopters#team');
  assert.is(t.pending[0].target, '/base/docs/adopters');
});

test('an anchor-only link is checked against the current page', () => {
  const t = tracker();
  assert.is(t.resolveLink(FROM, ROUTE, '#overview', pos), undefined);
  assert.equal([t.pending[0].target, t.pending[0].anchor], [ROUTE, 'overview']);
});

test('a malformed percent escape in an anchor does not throw', () => {
  const t = tracker();
  assert.not.throws(() => t.resolveLink(FROM, ROUTE, '#100%', pos));
  assert.is(t.pending[0].anchor, '100%');
});

test('external links are neither rewritten nor recorded', () => {
  const t = tracker();
  for (const href of ['https://example.com/a.md', 'mailto:a@b.c', '//cdn.example.com/x']) assert.is(t.resolveLink(FROM, ROUTE, href, pos), undefined);
  assert.equal(t.pending, []);
  assert.equal(t.errors, []);
});

test('a link to a missing markdown file is an error at the link position', () => {
  const t = tracker();
  assert.is(t.resolveLink(FROM, ROUTE, './nope.md', pos), undefined);
  assert.is(t.errors.length, 1);
  assert.match(t.errors[0].message, 'broken link: ./nope.md points to a Markdown file that does not exist');
  assert.equal([t.errors[0].file, t.errors[0].line, t.errors[0].column], [FROM, 4, 7]);
});

const targets = () => ({
  routes: new Map<string, Set<string> | null>([
    [routeKey('/base/docs/intro'), new Set(['overview', 'details'])],
    [routeKey('/base/docs/other'), new Set<string>()],
    [routeKey('/base/blog'), null],
  ]),
  paths: new Map(['/base/docs/intro', '/base/docs/other', '/base/blog'].map((p) => [routeKey(p), p])),
  staticFiles: new Set(['img/logo.png']),
  baseUrl: '/base/',
});
const link = (target: string, anchor: string | null = null, href = target) => ({ file: '/f.md', line: 2, column: 3, href, target, anchor });

test('links to existing pages and headings pass, ignoring a trailing slash', () => {
  assert.equal(checkLinks([link('/base/docs/intro', 'overview'), link('/base/docs/intro/'), link('/base/blog', 'anything')], targets()), []);
});

test('a link naming a page with other letter case is a warning (Docusaurus accepts it), never an error, with the path to write', () => {
  const errors = checkLinks([link('/base/Docs/Intro/', 'overview', '../Docs/Intro/#overview'), link('/base/docs/intro')], targets());
  assert.is(errors.length, 1);
  assert.is(errors[0].message, 'broken link (letter case): ../Docs/Intro/#overview → /base/Docs/Intro/ names the page /base/docs/intro with other letter case, which most hosts answer with the 404 page');
  assert.is(errors[0].hint, 'write the path as the page has it: /base/docs/intro');
  assert.equal([errors[0].kind, errors[0].unchecked, errors[0].line], ['onBrokenLinks', true, 2]);
  // Without the pages' own spellings, case is ignored as before.
  assert.equal(checkLinks([link('/base/Docs/Intro/')], { ...targets(), paths: undefined }), []);
});

test('a relative link to a missing file that is no page says the file is missing there, not that the page does not exist', () => {
  const errors = checkLinks([link('/base/docs/kit.zip', null, './kit.zip'), link('/base/docs/intr', null, './intr.md')], targets());
  assert.is(errors.length, 2);
  assert.is(errors[0].hint, 'there is no file ./kit.zip relative to this file: add it there (a linked file is copied into the build), or fix the path');
  assert.match(errors[1].hint ?? '', /^link to an existing page/);
});

test('a link to an unknown route is reported with a suggestion', () => {
  const errors = checkLinks([link('/base/docs/intr', null, 'intr')], targets());
  assert.is(errors.length, 1);
  assert.is(errors[0].message, 'broken link: intr → /base/docs/intr is not a page of this site');
  assert.equal([errors[0].file, errors[0].line, errors[0].column], ['/f.md', 2, 3]);
  assert.match(errors[0].hint ?? '', '/base/docs/intro');
});

test('a link to a missing heading is reported with the ids that exist', () => {
  const errors = checkLinks([link('/base/docs/intro', 'nope'), link('/base/docs/other', 'x')], targets());
  assert.is(errors.length, 2);
  assert.is(errors[0].message, 'broken anchor: /base/docs/intro → /base/docs/intro has no heading with id "nope"');
  assert.match(errors[0].hint ?? '', 'overview, details');
  assert.is(errors[1].hint, 'that page has no heading below its title (an h1, which has no id) nor any other anchor: link to the page without the anchor, or give it a heading (## …) to link to');
});

test('links to static files are accepted', () => {
  assert.equal(checkLinks([link('/base/img/logo.png')], targets()), []);
  assert.is(checkLinks([link('/base/img/missing.png')], targets()).length, 1);
});

test('a relative image is copied with a content hash and reports its size', () => {
  const t = tracker();
  const img = t.resolveImage(join(DOCS, '02-guides/01-setup.md'), '../img/square.png', pos);
  assert.ok(img);
  assert.match(img!.src, /^\/base\/assets\/images\/square-[0-9a-f]{10}\.png$/);
  assert.equal([img!.width, img!.height], [2, 2]);
  assert.equal(t.assets(), [{ from: join(DOCS, 'img/square.png'), to: img!.src.slice('/base/'.length) }]);
  // The same file used twice is copied once.
  t.resolveImage(join(DOCS, 'intro.md'), './img/square.png', pos);
  assert.is(t.assets().length, 1);
});

test('an image path written with backslashes finds the file as Docusaurus does on Linux', () => {
  const t = tracker();
  // The parser hands the URL over percent-encoded, as it would write it in HTML.
  const img = t.resolveImage(join(DOCS, '02-guides/01-setup.md'), '..%5Cimg%5Csquare.png', pos);
  assert.match(img?.src ?? '', /^\/base\/assets\/images\/square-[0-9a-f]{10}\.png$/);
  assert.is(t.resolveImage(join(DOCS, '02-guides/01-setup.md'), '..%5Cimg%5Cgone.png', pos), undefined);
  assert.equal(t.errors.map((e) => e.message), ['image not found: ..%5Cimg%5Cgone.png']);
});

test('a site-absolute image is served from static with the base path', () => {
  const img = tracker().resolveImage(FROM, '/img/logo.png', pos);
  assert.is(img?.src, '/base/img/logo.png');
});

test('an image path that already holds the base URL names the static file under the rest of it', () => {
  const t = tracker();
  assert.is(t.resolveImage(FROM, '/base/img/logo.png', pos)?.src, '/base/img/logo.png');
  assert.is(t.resolveImage(FROM, '/base/img/gone.png', pos), undefined);
  assert.is(t.errors.map((e) => e.message).join(), 'image not found: /base/img/gone.png');
});

test("a locale's image path holding the unlocalized base URL names that static file, served where written", () => {
  const t = createLinkTracker({ baseUrl: '/base/fr/', rootBaseUrl: '/base/', roots: [SITE, CONTENT, DOCS], staticDir: join(CONTENT, 'static'), fileToRoute: new Map() });
  assert.is(t.resolveImage(FROM, '/base/img/logo.png', { ...pos, jsx: true })?.src, '/base/img/logo.png');
  assert.is(t.resolveImage(FROM, '/base/fr/img/logo.png', pos)?.src, '/base/fr/img/logo.png');
  assert.equal(t.errors, []);
});

test('an @site/ image or file link names a file from the site folder, as Docusaurus reads it', () => {
  const t = createLinkTracker({ baseUrl: '/base/', siteDir: SITE, roots: [SITE, CONTENT, DOCS], staticDir: join(CONTENT, 'static'), fileToRoute: new Map() });
  const img = t.resolveImage(FROM, '@site/content/docs/img/square.png', pos);
  assert.match(img?.src ?? '', /^\/base\/assets\/images\/square-[0-9a-f]{10}\.png$/);
  assert.match(t.resolveLink(FROM, ROUTE, '@site/content/static/img/logo.png', pos) ?? '', /^\/base\/assets\/images\/logo-[0-9a-f]{10}\.png$/);
  assert.is(t.resolveImage(FROM, '@site/gone.png', pos), undefined);
  assert.equal(t.errors.map((e) => [e.message, e.hint]), [['image not found: @site/gone.png', `put the file at ${join(SITE, 'gone.png')} (@site/ is the site folder)`]]);
});

test('a missing image is an error at its position and external images are left alone', () => {
  const t = tracker();
  assert.is(t.resolveImage(FROM, './gone.png', pos), undefined);
  assert.is(t.resolveImage(FROM, 'https://example.com/a.png', pos), undefined);
  assert.is(t.errors.length, 1);
  assert.is(t.errors[0].message, 'image not found: ./gone.png');
  assert.is(t.errors[0].line, 4);
});

test('a link to a Markdown file that is there but makes no page (a draft) says so, apart from a wrong path', () => {
  const t = tracker();
  // advanced/scaling.md is on disk, but no page of this tracker's build: as a draft is in production.
  assert.is(t.resolveLink(FROM, ROUTE, '../advanced/scaling.md', pos), undefined);
  assert.is(t.resolveLink(FROM, ROUTE, '../advanced/missing.md', pos), undefined);
  assert.equal(t.errors.map((e) => e.message), [
    'broken link: ../advanced/scaling.md points to a Markdown file that is no page of this build',
    'broken link: ../advanced/missing.md points to a Markdown file that does not exist or is not a page',
  ]);
  assert.match(t.errors[0]!.hint ?? '', 'draft: true');
  assert.equal(t.errors.map((e) => e.kind), ['onBrokenMarkdownLinks', 'onBrokenMarkdownLinks']);
});

test('a link to a Markdown file the repository\'s .gitignore lists (a page a script generates) names the .gitignore, not a wrong path', () => {
  const repo = writeSiteFiles('opdocs-links-generated', {
    '.git/HEAD': 'ref: refs/heads/main\n', '.gitignore': 'site/docs/cli.md\n',
    'site/package.json': JSON.stringify({ scripts: { 'gen-docs': 'node gen.js > docs/cli.md' } }),
    'site/docs/guide/run.md': '# Run\n',
  });
  const siteDir = join(repo, 'site');
  const from = join(siteDir, 'docs/guide/run.md');
  const t = createLinkTracker({ baseUrl: '/', siteDir, roots: [siteDir, join(siteDir, 'docs')], staticDir: join(siteDir, 'static'), fileToRoute: new Map([[from, '/docs/guide/run']]) });
  assert.is(t.resolveLink(from, '/docs/guide/run', '../cli.md#exec', pos), undefined);
  assert.is(t.resolveLink(from, '/docs/guide/run', '../gone.md', pos), undefined);
  assert.equal(t.errors.map((e) => e.message), [
    'broken link: ../cli.md#exec points to a Markdown file that does not exist or is not a page',
    'broken link: ../gone.md points to a Markdown file that does not exist or is not a page',
  ]);
  assert.match(t.errors[0]!.hint ?? '', /^docs\/cli\.md is not in the repository \(its \.gitignore lists it\).*"gen-docs"/);
  assert.match(t.errors[1]!.hint ?? '', /^fix the path/);
});

test('a link is recorded and reported with the href as written, not as it was encoded', () => {
  const t = tracker();
  t.resolveLink(FROM, ROUTE, '%25', { ...pos, written: '%' });
  assert.equal(t.pending[0], { file: FROM, line: 4, column: 7, href: '%', target: '/base/docs/sub/%25', anchor: null });
  const [broken] = checkLinks(t.pending, { routes: new Map(), staticFiles: new Set(), baseUrl: '/base/' });
  assert.match(broken.message, 'broken link: % → /base/docs/sub/%25 is not a page of this site');
  t.resolveLink(FROM, ROUTE, './a%252.md', { ...pos, written: './a%2.md' });
  assert.match(t.errors[0].message, 'broken link: ./a%2.md points to a Markdown file');
});

test.run();
