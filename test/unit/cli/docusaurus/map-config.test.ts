import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entryName, mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { loadDocusaurusConfig } from '../../../../cli/migrate/load-docusaurus.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

test('plugin names from strings, resolved paths, tuples and functions', () => {
  assert.is(entryName('/site/node_modules/@docusaurus/preset-classic/lib/index.js'), '@docusaurus/preset-classic');
  assert.is(entryName(['classic', {}]), 'classic');
  assert.is(entryName(function myPlugin() {}), 'function myPlugin');
});

test('Umami plugin options become `analytics`; unset ones are a note', () => {
  const plugin = (o: object) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', plugins: [['@dipakparmar/docusaurus-plugin-umami', o]] });
  const { config } = plugin({ websiteID: 'id', analyticsDomain: 'stats.e.org', dataDomains: 'e.org, www.e.org', dataDoNotTrack: true });
  assert.equal(config.analytics, { src: 'https://stats.e.org/script.js', websiteId: 'id', doNotTrack: true, domains: ['e.org', 'www.e.org'] });
  const unset = plugin({ websiteID: undefined, analyticsDomain: undefined });
  assert.is(unset.config.analytics, undefined);
  assert.match(unset.notes[0].what, 'analytics are off');
});

test('sitemap options and the ideal-image plugin are noted: what they change is not carried over', () => {
  const preset = (sitemap: unknown) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { sitemap }]] }).notes;
  const options = preset({ lastmod: 'date', changefreq: 'weekly', priority: 0.5, createSitemapItems: () => [] });
  assert.equal(options.map((n) => n.key), ['presets.classic.sitemap']);
  assert.match(options[0].what, 'lastmod, changefreq, priority, createSitemapItems: not carried over');
  assert.match(preset(false)[0].what, 'cannot be turned off');
  assert.equal(preset(undefined), [], 'no options: nothing left out');
  const plugins = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', plugins: [['@docusaurus/plugin-sitemap', { ignorePatterns: ['/tags/**'] }], '@docusaurus/plugin-ideal-image'] }).notes;
  assert.match(plugins[0].what, 'ignorePatterns: not carried over');
  assert.match(plugins[1].what, '`@theme/IdealImage` shows the original file');
});

test('the Umami plugin\'s exclude and before-send options carry over', () => {
  const { config } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', plugins: [['@dipakparmar/docusaurus-plugin-umami', {
    websiteID: 'id', analyticsDomain: 'stats.e.org', dataExcludeSearch: true, dataExcludeHash: false, dataBeforeSend: 'beforeSendHandler',
  }]] });
  assert.equal(config.analytics, { src: 'https://stats.e.org/script.js', websiteId: 'id', excludeSearch: true, excludeHash: false, beforeSend: 'beforeSendHandler' });
});

test('baseUrlIssueBanner, the blog\'s inline-tag, inline-author and untruncated-post levels and feed XSLT carry over', () => {
  const blog = (options: object) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', baseUrlIssueBanner: false, presets: [['classic', { blog: options }]] });
  const { config, notes } = blog({ onInlineTags: 'throw', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'log', feedOptions: { type: ['rss', 'atom'], xslt: true } });
  assert.is(config.baseUrlIssueBanner, false);
  assert.equal(config.blog, { feedOptions: { type: ['rss', 'atom'], xslt: true }, onInlineTags: 'throw', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'log' });
  assert.equal(notes, []);
  assert.equal((blog({ feedOptions: { xslt: { rss: true } } }).config.blog as { feedOptions: unknown }).feedOptions, { xslt: { rss: true } });
  const custom = blog({ feedOptions: { xslt: { rss: 'my-rss.xsl', atom: true } } });
  assert.equal((custom.config.blog as { feedOptions: unknown }).feedOptions, { xslt: { rss: true, atom: true } });
  assert.equal(custom.notes.map((n) => n.key), ['presets.classic.blog.feedOptions.xslt']);
});

test('a feed limit of false or null (every post) carries over, as a number does', () => {
  const limit = (value: unknown) => (mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { blog: { feedOptions: { limit: value } } }]] })
    .config.blog as { feedOptions: { limit?: unknown } }).feedOptions.limit;
  assert.equal([limit(false), limit(null), limit(3)], [false, null, 3]);
});

test('the docs\' tags file and inline-tag level carry over', () => {
  const docs = (options: object) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: options }]] });
  const plain = docs({ onInlineTags: 'throw', tags: 'tags.yml' });
  assert.equal(plain.config.docs, { onInlineTags: 'throw' });
  assert.equal(plain.notes, []);
  assert.equal(docs({ tags: './meta/doc-tags.yml' }).config.docs, { tags: 'meta/doc-tags.yml' });
  assert.equal(docs({ tags: null }).config.docs, { tags: false });
  assert.equal(docs({ tags: false }).notes, []);
});

test('trailingSlash carries over as written, without a note; unset stays unset', () => {
  for (const trailingSlash of [true, false]) {
    const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', trailingSlash });
    assert.is(config.trailingSlash, trailingSlash);
    assert.equal(notes.filter((n) => n.key === 'trailingSlash'), []);
  }
  assert.is(mapDocusaurusConfig({ title: 'T', url: 'https://e.org' }).config.trailingSlash, undefined);
});

test('docs off, versions, remark plugins, other presets and local search plugins', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    presets: [['classic', {
      docs: {
        lastVersion: 'current', remarkPlugins: [() => null], routeBasePath: '/', onlyIncludeVersions: ['current', '2.0'],
        versions: { current: { label: 'Edge', banner: 'none' }, '2.0': { label: 'Stable', path: 'stable', badge: false, className: 'v2' } },
      },
      blog: false,
    }], ['docusaurus-preset-openapi', {}]],
    themes: ['@easyops-cn/docusaurus-search-local'],
    markdown: { format: 'detect', hooks: { onBrokenMarkdownImages: 'warn' } },
  });
  assert.equal([config.docs, config.search, config.markdown, config.onBrokenImages], [{
    routeBasePath: '', lastVersion: 'current', onlyIncludeVersions: ['current', '2.0'],
    versions: { current: { label: 'Edge', banner: 'none' }, '2.0': { label: 'Stable', path: 'stable', badge: false } },
  }, { provider: 'local' }, { format: 'detect' }, 'warn']);
  assert.is(config.onDuplicateRoutes, 'warn', 'Docusaurus\' default, where opdocs fails');
  const mermaid = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'] });
  assert.equal(mermaid.config.markdown, { mermaid: true });
  assert.equal(mermaid.notes, [], 'its diagrams are drawn: nothing left out');
  assert.is(mapDocusaurusConfig({ title: 'T', url: 'https://e.org', onDuplicateRoutes: 'throw' }).config.onDuplicateRoutes, 'throw');
  // Versions are built (versions.json, versioned_docs/): only a version's own class name is noted.
  assert.equal(notes.map((n) => n.key), ['presets.classic.docs.versions.2.0.className', 'presets.classic.docs.remarkPlugins', 'presets.classic.blog', 'presets[1]']);
});

test('a docs plugin entry with an id becomes one of docsInstances, with its folder, URL, sidebars and versions', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
    plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'api', path: './api-docs', routeBasePath: '/api/', sidebarPath: './sidebars.api.js', lastVersion: 'current', versions: { current: { label: 'Edge' } } }],
      ['@docusaurus/plugin-content-docs', { id: 'community' }],
    ],
  });
  assert.equal(config.docs, { sidebarPath: 'sidebars.js' });
  assert.equal(config.docsInstances, [
    { id: 'api', path: 'api-docs', routeBasePath: 'api', sidebarPath: 'sidebars.api.js', lastVersion: 'current', versions: { current: { label: 'Edge' } } },
    { id: 'community', path: 'docs', routeBasePath: 'docs' },
  ]);
  assert.equal(notes, []);
});

test('customFields are carried over as JSON; functions and class instances are each a note', () => {
  class Client {}
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    customFields: { repo: 'https://github.com/e/w', launch: { year: 2026, beta: true, tags: ['a', undefined] }, format: () => 'x', client: new Client(), empty: null },
  });
  assert.equal(config.customFields, { repo: 'https://github.com/e/w', launch: { year: 2026, beta: true, tags: ['a', null] }, empty: null });
  assert.equal(notes.filter((n) => n.key.startsWith('customFields')).map((n) => n.key), ['customFields.format', 'customFields.client']);
  assert.match(notes.find((n) => n.key === 'customFields.format')!.what, 'not a JSON value');
  assert.is(mapDocusaurusConfig({ title: 'T', url: 'https://e.org', customFields: {} }).config.customFields, undefined);
});

test('a footer logo carries over with its link, target and pixel sizes; without alt it names the site', () => {
  const footerOf = (footer: object) => mapDocusaurusConfig({ title: 'Site', url: 'https://e.org', themeConfig: { footer } });
  const mapped = footerOf({ logo: { src: 'img/mark.svg', srcDark: 'img/mark-dark.svg', href: 'https://e.org/about', target: '_self', width: '120px', height: 40 }, copyright: 'Made here' });
  assert.equal((mapped.config.footer as { logo: unknown }).logo, { src: 'img/mark.svg', srcDark: 'img/mark-dark.svg', href: 'https://e.org/about', target: '_self', width: 120, height: 40, alt: 'Site' });
  assert.not.ok(mapped.notes.some((n) => n.key.includes('footer.logo')), 'no note: the logo is kept');
});

test('a navbar logo without alt gets an empty one beside a navbar title, else the site title', () => {
  const logoOf = (navbar: object) => (mapDocusaurusConfig({ title: 'Site', url: 'https://e.org', themeConfig: { navbar } }).config.navbar as { logo: { alt: string } }).logo;
  assert.equal(logoOf({ title: 'Brand', logo: { src: 'img/a.svg' } }), { src: 'img/a.svg', alt: '' });
  assert.equal(logoOf({ logo: { src: 'img/a.svg' } }), { src: 'img/a.svg', alt: 'Site' });
  assert.equal(logoOf({ title: 'Brand', logo: { src: 'img/a.svg', alt: 'Mark' } }), { src: 'img/a.svg', alt: 'Mark' });
});

test('npm2yarn and remark-math become markdown.npm2yarn and markdown.math; custom converter functions are a note', () => {
  const npm2yarn = function npm2yarnPlugin() {};
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org', markdown: { format: 'mdx' },
    presets: [['classic', { docs: false, blog: { remarkPlugins: [[npm2yarn, { sync: true, converters: [['bun', (c: string) => c], 'pnpm'] }]], showLastUpdateTime: true } }]],
  });
  assert.equal(config.markdown, { format: 'mdx', npm2yarn: { converters: ['bun', 'pnpm'], sync: true } });
  // The blog's showLastUpdateTime carries over now (map-content-options.test.ts): no note.
  assert.equal(notes.map((n) => n.key), ['presets.classic.docs', 'presets.classic.blog.remarkPlugins: npm2yarn']);
  const plain = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: { remarkPlugins: [npm2yarn, function remarkMath() {}, function remarkDeflist() {}], rehypePlugins: [function rehypeKatex() {}] } }]] });
  assert.equal(plain.config.markdown, { math: true, npm2yarn: {} });
  // KaTeX typesets what remark-math reads: only the plugin opdocs does not run is a note.
  assert.equal(plain.notes.map((n) => n.key), ['presets.classic.docs.remarkPlugins']);
  const other = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: { rehypePlugins: [function rehypeSlug() {}] } }]] });
  assert.equal(other.notes.map((n) => n.key), ['presets.classic.docs.rehypePlugins']);
});

test('every locale and its label, direction and htmlLang carry over, with no note: every translation file is read', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    i18n: { defaultLocale: 'en', locales: ['en', 'es', 'fr'], localeConfigs: { en: { label: 'English' }, es: { label: 'Español', calendar: 'gregory' }, fr: { htmlLang: 'fr-FR', direction: 'ltr' } } },
  });
  assert.equal(config.i18n, { defaultLocale: 'en', locales: ['en', 'es', 'fr'], localeConfigs: { en: { label: 'English' }, es: { label: 'Español' }, fr: { direction: 'ltr', htmlLang: 'fr-FR' } } });
  assert.equal(notes.filter((n) => n.key.startsWith('i18n')), []);
});

test('a site with one locale gets no note about locales', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', i18n: { defaultLocale: 'en', locales: ['en'] } });
  assert.equal(config.i18n, { defaultLocale: 'en', locales: ['en'] });
  assert.equal(notes.filter((n) => n.key === 'i18n.locales'), []);
});

test('titleDelimiter, navbar.style and an item\'s activeBaseRegex carry over', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org', titleDelimiter: '·',
    themeConfig: { navbar: { style: 'dark', items: [{ to: '/docs/intro', label: 'Docs', activeBaseRegex: 'docs/(?!api)' }] } },
  });
  assert.is(config.titleDelimiter, '·');
  assert.equal(config.navbar, { style: 'dark', items: [{ to: '/docs/intro', label: 'Docs', activeBaseRegex: 'docs/(?!api)' }] });
  assert.equal(notes, []);
});

test('head tags, client modules, themeConfig.metadata and the theme\'s docs and blog options carry over', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    scripts: ['https://stats.e.org/s.js', { src: '/js/w.js', defer: true }],
    stylesheets: [{ href: 'https://fonts.e.org/inter.css', type: 'text/css' }],
    headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.e.org' } }],
    clientModules: ['/site/src/client/track.js', './src/client/extra.css'], __siteDir: '/site',
    presets: [['classic', { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true } }]],
    themeConfig: {
      metadata: [{ name: 'keywords', content: 'widgets' }],
      docs: { versionPersistence: 'none', sidebar: { hideable: true, autoCollapseCategories: true } },
      blog: { sidebar: { groupByYear: false } },
    },
  });
  assert.equal(config.scripts, ['https://stats.e.org/s.js', { src: '/js/w.js', defer: true }]);
  assert.equal(config.stylesheets, [{ href: 'https://fonts.e.org/inter.css', type: 'text/css' }]);
  assert.equal(config.headTags, [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.e.org' } }]);
  assert.equal(config.metadata, [{ name: 'keywords', content: 'widgets' }]);
  assert.equal(config.clientModules, ['src/client/track.js', 'src/client/extra.css']);
  const docs = config.docs as Record<string, unknown>;
  assert.equal([docs.showLastUpdateTime, docs.showLastUpdateAuthor, docs.sidebarHideable, docs.sidebarAutoCollapseCategories, docs.versionPersistence], [true, true, true, true, 'none']);
  assert.equal((config.blog as { sidebar: unknown }).sidebar, { groupByYear: false });
  assert.equal(notes, []);
});

test('the client-redirects plugin\'s list becomes `redirects`; what a function or extension rule adds is a note', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', plugins: [['@docusaurus/plugin-client-redirects', {
    redirects: [{ from: ['/old', '/older'], to: '/docs/new' }, { from: '/away', to: 'https://e.org/x' }, { to: '/docs/new' }],
    createRedirects: (path: string) => [path + '-old'], fromExtensions: ['html'],
  }]] });
  assert.equal(config.redirects, [{ from: ['/old', '/older'], to: '/docs/new' }, { from: '/away', to: 'https://e.org/x' }]);
  assert.equal(notes.map((n) => n.key), [
    'plugins: @docusaurus/plugin-client-redirects.redirects[2]',
    'plugins: @docusaurus/plugin-client-redirects.createRedirects',
    'plugins: @docusaurus/plugin-client-redirects.fromExtensions',
  ]);
});

test.run();

test('footer HTML items carry over as markup items, in columns and in a row', () => {
  const columns = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    themeConfig: { footer: { links: [
      { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b>badge</b>', className: 'ignored' }] },
      { title: 'Badges', items: [{ html: '<img src="/b.svg" alt="b">' }] },
    ] } },
  });
  assert.equal((columns.config.footer as { links: unknown }).links, [
    { title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b>badge</b>' }] },
    { title: 'Badges', items: [{ html: '<img src="/b.svg" alt="b">' }] },
  ]);
  assert.equal(columns.notes, []);
  const row = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', themeConfig: { footer: { links: [{ label: 'Code', href: 'https://code.example' }, { html: '<i>hi</i>' }] } } });
  assert.equal((row.config.footer as { links: unknown }).links, [{ label: 'Code', href: 'https://code.example' }, { html: '<i>hi</i>' }]);
});

test('docs options that run code or swap the theme\'s components are named, not dropped silently', () => {
  const { notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    presets: [['classic', { docs: { sidebarItemsGenerator: async () => [], docItemComponent: '@theme/CustomItem', editUrl: 'https://e.org/edit/' } }]],
  });
  assert.equal(notes.map((n) => n.key), ['presets.classic.docs.sidebarItemsGenerator', 'presets.classic.docs.docItemComponent']);
  assert.match(notes[0].what, 'is not run');
});

test('a customFields value computed with a package the config imports names that package; a function stays a function', async () => {
  const dir = writeSiteFiles('opdocs-migrate-stand-in-', {
    'docusaurus.config.mjs': [
      "import yaml from 'yaml';",
      'export default {',
      "  title: 'T', url: 'https://e.org',",
      "  customFields: { users: yaml.parse('- a'), format: (n) => String(n), team: 'shelf' },",
      '};',
    ].join('\n'),
  });
  const { config: loaded } = await loadDocusaurusConfig(dir);
  const { config, notes } = mapDocusaurusConfig(loaded as Record<string, unknown>);
  assert.equal(config.customFields, { team: 'shelf' });
  const users = notes.find((n) => n.key === 'customFields.users');
  assert.match(users?.what ?? '', "computed with a package migrate does not run (yaml.parse():");
  assert.match(users?.what ?? '', 'write the value itself under customFields in site.config.json');
  assert.match(notes.find((n) => n.key === 'customFields.format')?.what ?? '', 'not a JSON value (a function or class instance)');
});
