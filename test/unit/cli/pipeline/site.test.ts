import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BlogListRoute, DocRoute, DocTagRoute, DocTagsRoute, RouteData, SidebarItem } from '../../../../runtime/types';
import { loadConfig } from '../../../../cli/config/load-config';
import { loadSite, type LoadedSite } from '../../../../cli/pipeline/site';

const FIXTURE = fileURLToPath(new URL('../../../fixtures/basic', import.meta.url));


let cached: LoadedSite | undefined;
async function fixtureSite(): Promise<LoadedSite> {
  if (cached) return cached;
  const { result, errors } = await loadSite(await loadConfig(FIXTURE));
  assert.equal(errors.map((e) => e.message), []);
  cached = result as LoadedSite;
  return cached;
}
const route = <T extends RouteData>(site: LoadedSite, path: string) => site.routes.find((r) => r.path === path) as T;
const outline = (items: SidebarItem[]): unknown[] => items.map((it) => (it.type === 'category' ? [it.label, it.href ?? null, outline(it.items)] : it.type === 'html' ? [it.value] : [it.label, it.href]));

test('the fixture yields exactly the expected routes under its base path', async () => {
  const site = await fixtureSite();
  assert.equal(site.routes.map((r) => r.path).sort(), [
    '/fixture/',
    '/fixture/404.html',
    '/fixture/about',
    '/fixture/blog',
    '/fixture/blog/2025/01/11/post-1',
    '/fixture/blog/2025/02/12/post-2',
    '/fixture/blog/2025/03/13/post-3',
    '/fixture/blog/archive',
    '/fixture/blog/authors',
    '/fixture/blog/authors/all-ada-articles',
    '/fixture/blog/authors/all-ada-articles/authors/2',
    '/fixture/blog/page/2',
    '/fixture/blog/tags',
    '/fixture/blog/tags/news',
    '/fixture/blog/tags/release',
    '/fixture/blog/tags/release/page/2',
    '/fixture/docs/advanced/',
    '/fixture/docs/advanced/scaling',
    '/fixture/docs/guides/deploy',
    '/fixture/docs/guides/setup',
    '/fixture/docs/intro',
    '/fixture/docs/tags',
    '/fixture/docs/tags/basics',
    '/fixture/docs/tags/getting-started',
    '/fixture/docs/tags/ops',
    '/fixture/offline.html',
    '/fixture/search',
  ]);
});

test('doc tags link to generated tag pages: the list with counts and one page per tag', async () => {
  const site = await fixtureSite();
  assert.equal(route<DocRoute>(site, '/fixture/docs/intro').tags, [
    { label: 'Getting Started', href: '/fixture/docs/tags/getting-started' },
    { label: 'basics', href: '/fixture/docs/tags/basics' },
  ]);
  const list = route<DocTagsRoute>(site, '/fixture/docs/tags');
  assert.equal(list.tags.map((t) => [t.label, t.count]), [['basics', 2], ['Getting Started', 1], ['Operations', 1]]);
  assert.is(list.head.title, 'Tags | Fixture Docs');
  const basics = route<DocTagRoute>(site, '/fixture/docs/tags/basics');
  assert.is(basics.heading, '2 docs tagged with "basics"');
  assert.equal(basics.docs.map((d) => [d.title, d.href]), [['Deploying', '/fixture/docs/guides/deploy'], ['Introduction', '/fixture/docs/intro']]);
  assert.is(basics.docs[1].description, 'Start here.');
  assert.is(route<DocTagRoute>(site, '/fixture/docs/tags/ops').heading, 'One doc tagged with "Operations"');
  assert.is(basics.allTagsHref, '/fixture/docs/tags');
});

test('a docs tags.yml gives tags their label, permalink and description; a tag it lacks is reported', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-doc-tags-'));
  try {
    await cp(FIXTURE, dir, { recursive: true });
    await writeFile(join(dir, 'content', 'docs', 'tags.yml'), 'basics:\n  label: The basics\n  permalink: /fundamentals\n  description: Where everyone starts\n');
    const { result, errors, warnings } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => e.message), []);
    const site = result as LoadedSite;
    assert.equal(route<DocRoute>(site, '/fixture/docs/intro').tags, [
      { label: 'Getting Started', href: '/fixture/docs/tags/getting-started' },
      { label: 'The basics', href: '/fixture/docs/tags/fundamentals', description: 'Where everyone starts' },
    ]);
    const tag = route<DocTagRoute>(site, '/fixture/docs/tags/fundamentals');
    assert.is(tag.heading, '2 docs tagged with "The basics"');
    assert.is(tag.head.description, 'Where everyone starts');
    // "Getting Started" is written out in intro.md: reported at its front matter line, as a warning by default.
    const inline = warnings.filter((w) => w.error.message.includes('not defined in tags.yml'));
    assert.is(inline.length, 1);
    assert.match(inline[0].error.message, '"Getting Started"');
    assert.match(inline[0].error.file ?? '', 'intro.md');
    assert.is(inline[0].error.line, 4);
    // "throw" makes it a build error.
    const configFile = join(dir, 'site.config.json');
    const config = JSON.parse(await readFile(configFile, 'utf8'));
    await writeFile(configFile, JSON.stringify({ ...config, docs: { ...config.docs, onInlineTags: 'throw' } }));
    const strict = await loadSite(await loadConfig(dir));
    assert.ok(strict.errors.some((e) => e.message.includes('"Getting Started" not defined in tags.yml')));
    // docs.tags names another file, or none: false leaves the tags as written.
    await writeFile(configFile, JSON.stringify({ ...config, docs: { ...config.docs, tags: false } }));
    const none = await loadSite(await loadConfig(dir));
    assert.equal(route<DocRoute>(none.result as LoadedSite, '/fixture/docs/intro').tags.map((t) => t.label), ['Getting Started', 'basics']);
    await writeFile(configFile, JSON.stringify({ ...config, docs: { ...config.docs, tags: 'meta/tags.yml' } }));
    const missing = await loadSite(await loadConfig(dir));
    const error = missing.errors.find((e) => e.message.startsWith('docs.tags:'));
    assert.match(error?.message ?? '', 'no file meta/tags.yml in content/docs');
    assert.is(error?.file, configFile);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the docs sidebar follows positions, category files and index docs', async () => {
  const site = await fixtureSite();
  assert.is(site.shared.length, 1);
  assert.equal(outline(JSON.parse(site.shared[0].json)), [
    ['Introduction', '/fixture/docs/intro'],
    ['Guides', null, [['Setup', '/fixture/docs/guides/setup'], ['Deploying', '/fixture/docs/guides/deploy']]],
    ['Advanced topics', '/fixture/docs/advanced/', [['Scaling', '/fixture/docs/advanced/scaling']]],
  ]);
  assert.match(site.shared[0].url, /^\/fixture\/assets\/data\/sidebar-tutorialSidebar-[0-9a-f]{10}\.json$/);
});

test('a doc knows its neighbours, breadcrumbs and sidebar', async () => {
  const site = await fixtureSite();
  const deploy = route<DocRoute>(site, '/fixture/docs/guides/deploy');
  assert.equal(deploy.prev, { title: 'Setup', href: '/fixture/docs/guides/setup' });
  assert.equal(deploy.next, { title: 'Advanced topics', href: '/fixture/docs/advanced/' });
  assert.equal(deploy.breadcrumbs, [{ label: 'Guides' }, { label: 'Deploying' }]);
  assert.equal(deploy.deps, [site.shared[0].url]);
  const advanced = route<DocRoute>(site, '/fixture/docs/advanced/');
  assert.equal(advanced.breadcrumbs, [{ label: 'Advanced topics' }]);
  assert.equal(advanced.next, { title: 'Scaling', href: '/fixture/docs/advanced/scaling' });
  assert.is(route<DocRoute>(site, '/fixture/docs/intro').prev, null);
});

test('markdown links and images in docs are rewritten to final URLs', async () => {
  const site = await fixtureSite();
  const intro = route<DocRoute>(site, '/fixture/docs/intro');
  assert.match(intro.html ?? '', 'href="/fixture/docs/guides/setup#before-you-start"');
  const setup = route<DocRoute>(site, '/fixture/docs/guides/setup');
  assert.match(setup.html ?? '', /src="\/fixture\/assets\/images\/square-[0-9a-f]{10}\.png"/);
  assert.ok(site.copies.some((c) => c.to === 'img/logo.png'));
});

test('the blog list shows two posts per page, newest first', async () => {
  const site = await fixtureSite();
  const first = route<BlogListRoute>(site, '/fixture/blog');
  const second = route<BlogListRoute>(site, '/fixture/blog/page/2');
  assert.equal(first.posts.map((p) => p.title), ['Post number 3', 'Post number 2']);
  assert.equal(second.posts.map((p) => p.title), ['Post number 1']);
  assert.equal(first.pagination.older, '/fixture/blog/page/2');
});

test('route data carries no absolute disk paths', async () => {
  const site = await fixtureSite();
  const json = JSON.stringify(site.routes) + JSON.stringify(site.shared) + JSON.stringify(site.site);
  assert.not.ok(json.includes(FIXTURE), 'route data mentions the fixture folder');
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  assert.not.ok(json.includes(repoRoot), 'route data mentions the repository folder');
});

test('broken links are collected as errors instead of a result', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-site-'));
  try {
    await cp(FIXTURE, dir, { recursive: true, filter: (src) => !/[/\\](build|node_modules)$/.test(src) });
    const intro = join(dir, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')) + '\n[gone](./missing.md) and [bad](/docs/nowhere)\n');
    const { result, errors, warnings } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    // onBrokenLinks defaults to "throw"; onBrokenMarkdownLinks to "warn".
    assert.equal(errors.map((e) => e.message), ['broken link: /docs/nowhere → /fixture/docs/nowhere is not a page of this site']);
    assert.equal(warnings.map((w) => [w.level, w.error.message.split(' points')[0]]), [['warn', 'broken link: ./missing.md']]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('every sidebar of a site gets the same generated-index links, each with its page', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-site-'));
  try {
    await cp(FIXTURE, dir, { recursive: true, filter: (src) => !/[/\\](build|node_modules)$/.test(src) });
    await writeFile(join(dir, 'content/docs/02-guides/_category_.json'), '{ "label": "Guides", "position": 2, "link": { "type": "generated-index" } }');
    const cfgFile = join(dir, 'site.config.json');
    const cfg = JSON.parse(await readFile(cfgFile, 'utf8'));
    cfg.docs.sidebars = { tutorialSidebar: 'autogenerated', otherSidebar: 'autogenerated' };
    await writeFile(cfgFile, JSON.stringify(cfg));
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => e.message), []);
    const hrefs = result!.shared.map((s) => ((JSON.parse(s.json) as SidebarItem[]).find((i) => 'label' in i && i.label === 'Guides') as { href?: string } | undefined)?.href);
    assert.equal(hrefs, ['/fixture/docs/category/guides', '/fixture/docs/category/guides']);
    const index = result!.routes.find((r) => r.path === '/fixture/docs/category/guides') as DocRoute;
    // Shown in the docs layout: the sidebar, a breadcrumb trail ending at the category, neighbours.
    assert.is(index.kind, 'doc');
    assert.is(index.sidebar?.id, 'tutorialSidebar');
    assert.equal(index.breadcrumbs, [{ label: 'Guides', href: '/fixture/docs/category/guides' }]);
    assert.equal(index.prev, { title: 'Introduction', href: '/fixture/docs/intro' });
    assert.equal(index.next, { title: 'Setup', href: '/fixture/docs/guides/setup' });
    // One card per item; a doc card carries the doc's description: as Docusaurus reads it, the
    // first source line with text, here the alt text of the image above the first paragraph.
    assert.match(index.html!, '<h2 class="doc-card__title">Setup</h2><p class="doc-card__description">A small square</p>');
    assert.match(index.html!, '<a href="/fixture/docs/guides/deploy"><h2 class="doc-card__title">Deploying</h2>');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
