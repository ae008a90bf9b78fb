import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { createSiteData } from '../../../../cli/pipeline/site-data';
import type { VersionData } from '../../../../runtime/types';

const VERSIONS: VersionData[] = [
  { name: 'current', label: 'Next', path: '/base/docs/next', mainDocPath: '/base/docs/next/intro', isLast: false },
  { name: '2.0', label: '2.0', path: '/base/docs', mainDocPath: '/base/docs/intro', isLast: true },
];

function siteOf(extra: Record<string, unknown>, versions = VERSIONS) {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://e.org', baseUrl: '/base/', ...extra }), '/site/site.config.json', {});
  return createSiteData({
    config, versions, docPermalinks: new Map(), sidebarFirstLinks: new Map(), docSidebars: new Map(),
    hasHomePage: true, hasBlog: false, hasDocs: versions.length > 0, staticImage: (src) => ({ src: `/base/${src}` }),
  });
}

const Footer = suite('footer data');

Footer('a footer logo is resolved like the navbar\'s: static images, its link under the base URL, its target kept', () => {
  const { site } = siteOf({ footer: { logo: { src: 'img/mark.svg', srcDark: 'img/mark-dark.svg', alt: 'Mark', href: '/about', target: '_self', width: 80 } } });
  assert.equal(site.footer?.logo, { src: '/base/img/mark.svg', width: 80, alt: 'Mark', href: '/base/about', srcDark: '/base/img/mark-dark.svg', target: '_self' });
  assert.is(siteOf({ footer: { logo: { src: 'img/mark.svg', alt: 'Mark' } } }).site.footer?.logo?.href, undefined, 'no link unless the config gives one');
});

Footer('a simple footer gives one row of links, each with its place in the config', () => {
  const { site } = siteOf({ footer: { links: [{ label: 'Terms', href: 'https://e.org/terms' }, { label: 'Privacy', to: '/privacy', 'aria-label': 'Privacy policy' }] } });
  assert.equal(site.footer, {
    style: 'light', columns: [], links: [
      { kind: 'link', label: 'Terms', href: 'https://e.org/terms', external: true, position: 'left', source: 'footer.links[0]' },
      { kind: 'link', label: 'Privacy', href: '/base/privacy', external: false, position: 'left', source: 'footer.links[1]', ariaLabel: 'Privacy policy' },
    ],
  });
});

Footer('columns stay columns, with no row', () => {
  const { site } = siteOf({ footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }] } });
  assert.equal(site.footer?.columns.map((c) => [c.title, c.items.map((i) => (i.kind === 'link' ? [i.href, i.source] : i.html))]), [['Docs', [['/base/docs/intro', 'footer.links[0].items[0]']]]]);
  assert.is(site.footer?.links, undefined);
});

Footer('`{ html }` items are markup in a link\'s place, in a column and in a row', () => {
  const columns = siteOf({ footer: { links: [{ title: 'Badges', items: [{ html: '<img src="/b.svg" alt="Badge">' }, { label: 'Intro', to: '/docs/intro' }] }] } });
  assert.equal(columns.site.footer?.columns[0].items.map((i) => i.kind), ['html', 'link']);
  assert.equal(columns.site.footer?.columns[0].items[0], { kind: 'html', html: '<img src="/b.svg" alt="Badge">' });
  const row = siteOf({ footer: { links: [{ html: '<b>Built here</b>' }] } });
  assert.equal(row.site.footer?.links, [{ kind: 'html', html: '<b>Built here</b>' }]);
});

Footer('an item that is neither a link nor `{ html }` is refused as a link, with what it lacks', () => {
  const problems = (items: unknown[]) => {
    try {
      siteOf({ footer: { links: [{ title: 'A', items }] } });
    } catch (err) {
      return ((err as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);
    }
    return [];
  };
  assert.equal(problems([{ icon: 'x' }]), ['footer.links[0].items[0].label: missing required key', 'footer.links[0].items[0].icon: unknown key']);
  assert.equal(problems([{ html: 3 }]), ['footer.links[0].items[0].html: expected a string, got 3']);
});

Footer.run();

const Navbar = suite('navbar data');

Navbar('html items keep their markup, in the bar and in dropdowns', () => {
  const { site, errors } = siteOf({ navbar: { items: [
    { type: 'html', position: 'right', value: '<span class="navbar-separator"></span>' },
    { label: 'More', items: [{ type: 'html', value: '<b>Older</b>', className: 'heading' }, { to: '/old', label: 'Old' }] },
  ] } });
  assert.equal(errors, []);
  assert.equal(site.navbar.items[0], { kind: 'html', html: '<span class="navbar-separator"></span>', position: 'right', source: 'navbar.items[0]' });
  const more = site.navbar.items[1];
  assert.ok(more.kind === 'dropdown');
  assert.equal(more.items.map((i) => i.kind), ['html', 'link']);
  assert.equal(more.items[0], { kind: 'html', html: '<b>Older</b>', className: 'heading', position: 'left', source: 'navbar.items[1].items[0]' });
});

Navbar('a dropdown\'s `to` (or `href`) is where its label links, as Docusaurus allows; both at once are refused', () => {
  const { site, errors } = siteOf({ navbar: { items: [
    { label: 'Guides', to: '/docs/guides', items: [{ to: '/docs/setup', label: 'Setup' }] },
    { label: 'Project', href: 'https://github.com/e', items: [] },
    { label: 'Menu', items: [] },
  ] } });
  assert.equal(errors, []);
  const [guides, project, menu] = site.navbar.items;
  assert.ok(guides.kind === 'dropdown' && guides.href === '/base/docs/guides' && guides.external === false);
  assert.ok(project.kind === 'dropdown' && project.href === 'https://github.com/e' && project.external === true);
  assert.ok(menu.kind === 'dropdown' && menu.href === undefined);
  let messages: string[] = [];
  try {
    siteOf({ navbar: { items: [{ label: 'X', to: '/a', href: 'https://e.org', items: [] }] } });
  } catch (err) {
    messages = ((err as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);
  }
  assert.equal(messages, ['navbar.items[0].href: needs exactly one of "to" (a page of this site) and "href" (an external URL)']);
});

Navbar('a docsVersion item links to `to`, else to the latest version\'s main doc with its label; titles are kept', () => {
  const { site, errors } = siteOf({ navbar: { items: [
    { label: 'Versions', items: [{ type: 'docsVersion', to: '/docs/next/intro', label: 'Next', title: 'Unreleased' }] },
    { type: 'docsVersion' },
    { href: 'https://github.com/e', label: 'GitHub', title: 'Source code' },
  ] } });
  assert.equal(errors, []);
  const [versions, latest, github] = site.navbar.items;
  assert.ok(versions.kind === 'dropdown');
  assert.equal(versions.items[0], { kind: 'link', label: 'Next', href: '/base/docs/next/intro', external: false, title: 'Unreleased', position: 'left', source: 'navbar.items[0].items[0]' });
  // Its target and label in each version, for the browser to follow the reader's version.
  assert.equal(latest, {
    kind: 'link', label: '2.0', href: '/base/docs/intro', external: false, position: 'left', source: 'navbar.items[1]',
    versionHrefs: { current: '/base/docs/next/intro', '2.0': '/base/docs/intro' }, versionLabel: true,
  });
  assert.ok(github.kind === 'link' && github.title === 'Source code');
});

Navbar('doc and docSidebar items carry their target in each version that has it, and a doc item is active on its sidebar', () => {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://e.org', baseUrl: '/base/', navbar: { items: [
    { type: 'doc', docId: 'setup', label: 'Setup' },
    { type: 'docSidebar', sidebarId: 'api' },
    { type: 'doc', docId: 'intro', label: 'Intro' },
  ] } }), '/site/site.config.json', {});
  const links = (docs: [string, string][], sidebars: [string, string][]) => ({ docPermalinks: new Map(docs), sidebarFirstLinks: new Map(sidebars) });
  const { site, errors } = createSiteData({
    config, versions: VERSIONS, hasHomePage: true, hasBlog: false, hasDocs: true, staticImage: (src) => ({ src }),
    ...links([['setup', '/base/docs/setup'], ['intro', '/base/docs/intro']], [['api', '/base/docs/api/a']]),
    docSidebars: new Map([['setup', 'guide']]),
    versionLinks: new Map([
      // The unreleased version has the sidebar but no setup doc any more.
      ['current', links([['intro', '/base/docs/next/intro']], [['api', '/base/docs/next/api/a']])],
      ['2.0', links([['setup', '/base/docs/setup'], ['intro', '/base/docs/intro']], [['api', '/base/docs/api/a']])],
    ]),
  });
  assert.equal(errors, []);
  const [setup, api, intro] = site.navbar.items;
  assert.ok(setup.kind === 'link' && api.kind === 'link' && intro.kind === 'link');
  assert.equal([setup.href, setup.versionHrefs, setup.activeSidebar], ['/base/docs/setup', { '2.0': '/base/docs/setup' }, 'guide']);
  assert.equal([api.href, api.versionHrefs, api.activeSidebar], ['/base/docs/api/a', { current: '/base/docs/next/api/a', '2.0': '/base/docs/api/a' }, 'api']);
  assert.is(intro.activeSidebar, undefined, 'a doc in no sidebar is active on its own page only');
});

Navbar('a docSidebar item naming a sidebar that is there but empty says it has nothing to link to, not that it is missing', () => {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://e.org', baseUrl: '/base/', navbar: { items: [
    { type: 'docSidebar', sidebarId: 'reference' },
    { type: 'docSidebar', sidebarId: 'refrence' },
  ] } }), '/site/site.config.json', {});
  const { errors } = createSiteData({
    config, versions: VERSIONS, hasHomePage: true, hasBlog: false, hasDocs: true, staticImage: (src) => ({ src }),
    docPermalinks: new Map([['intro', '/base/docs/intro']]), docSidebars: new Map(),
    sidebarFirstLinks: new Map([['guide', '/base/docs/intro'], ['reference', undefined]]),
  });
  assert.equal(errors.map((e) => [e.message, e.hint]), [
    ['navbar.items[0]: the sidebar "reference" has nothing to link to: it lists no doc and no category page', 'add a doc to that sidebar in the sidebars file (or make its folder hold one), or remove this navbar item'],
    ['navbar.items[1]: can\'t find any sidebar with id "refrence"', 'available sidebar ids are: guide, reference'],
  ]);
});

Navbar('a link item keeps its target and rel, as Docusaurus passes them to the anchor', () => {
  const { site, errors } = siteOf({ navbar: { items: [
    { href: 'https://example.org/', label: 'Main site', target: '_self', rel: 'noopener' },
    { label: 'More', items: [{ to: '/guide', label: 'Guide', target: '_blank' }] },
  ] } });
  assert.equal(errors, []);
  const [main, more] = site.navbar.items;
  assert.equal(main, { kind: 'link', label: 'Main site', href: 'https://example.org/', external: true, target: '_self', rel: 'noopener', position: 'left', source: 'navbar.items[0]' });
  assert.ok(more.kind === 'dropdown' && more.items[0].kind === 'link' && more.items[0].target === '_blank');
});

Navbar('a docsVersion item without `to` on a site without docs is an error naming the item', () => {
  const { errors } = siteOf({ navbar: { items: [{ type: 'docsVersion' }] } }, []);
  assert.equal(errors.map((e) => [e.file, e.message, e.hint]), [[
    '/site/site.config.json', 'navbar.items[0]: a docsVersion item needs docs to link to',
    'add Markdown files to the docs folder, or give the item a "to" path',
  ]]);
});

Navbar.run();

const Search = suite('search data');

Search('the DocSearch options reach the page only when set', () => {
  const algolia = { appId: 'A', apiKey: 'k', indexName: 'i' };
  const plain = siteOf({ search: algolia }).site.search!;
  assert.equal(Object.keys(plain), ['provider', 'appId', 'apiKey', 'indexName', 'contextualSearch', 'searchPagePath']);
  assert.equal(siteOf({ search: { ...algolia, insights: false } }).site.search, plain, 'insights false is the default: nothing added');
  const { search } = siteOf({ search: {
    ...algolia, insights: true, searchParameters: { facetFilters: 'type:content', distinct: 1 }, replaceSearchResultPathname: { from: '/old/', to: '/' },
  } }).site;
  assert.equal(search, {
    ...plain, insights: true, searchParameters: { facetFilters: 'type:content', distinct: 1 }, replaceSearchResultPathname: { from: '/old/', to: '/' },
  });
});

Search('the local search gets the index name, which names its stored searches, and never the Algolia key', () => {
  const { search } = siteOf({ search: { provider: 'local', appId: 'A', apiKey: 'k', indexName: 'docs-index' } }).site;
  assert.is(search?.indexName, 'docs-index');
  assert.is(search?.apiKey, undefined);
  assert.is(search?.appId, undefined);
});

Search.run();

const Repository = suite('repository names');

Repository('organizationName and projectName reach the site data for React pages; absent when the config has none', () => {
  const { site } = siteOf({ organizationName: 'shelf-co', projectName: 'widgets' });
  assert.is(site.organizationName, 'shelf-co');
  assert.is(site.projectName, 'widgets');
  const bare = siteOf({}).site;
  assert.ok(!('organizationName' in bare) && !('projectName' in bare));
});

Repository.run();
