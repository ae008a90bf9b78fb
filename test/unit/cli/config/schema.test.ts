import Ajv from 'ajv';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { createJsonSchema } from '../../../../cli/config/schema';

// ajv (a devDependency) is used here only to prove the emitted schema is real draft-07.
const validate = new Ajv({ allErrors: true, strict: true, strictTypes: false }).compile(createJsonSchema());

/** A config using every section, as the TyKO site would write it. */
const fullConfig = {
  $schema: './site.config.schema.json',
  title: 'TyKO',
  tagline: 'Consensus for Kubernetes operators',
  favicon: 'img/favicon.ico',
  url: 'https://akyriako.github.io',
  baseUrl: '/tyko/',
  organizationName: 'akyriako',
  projectName: 'tyko',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr' } } },
  navbar: {
    title: 'TyKO',
    logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'TyKO logo' },
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },
      { to: '/blog', label: 'Releases' },
      { label: 'More', items: [{ type: 'doc', docId: 'faq' }, { href: 'https://x.io', label: 'X' }] },
      { href: 'https://github.com/akyriako/tyko', 'aria-label': 'GitHub repository', position: 'right', html: '<b>GitHub</b>' },
      { type: 'search', position: 'right' },
    ],
  },
  search: {
    appId: 'A', apiKey: '${ALGOLIA_SEARCH_KEY}', indexName: 'tyko', contextualSearch: true, searchPagePath: 'search',
    hosts: ['127.0.0.1:4010'], missingResultsUrl: 'https://github.com/akyriako/tyko/issues/new?title={query}',
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  docs: { sidebarCollapsible: true, versions: { current: { label: 'Next' } } },
  blog: { sidebar: { groupByYear: true }, feedOptions: { type: ['rss', 'atom'] }, postsPerPage: 'ALL' },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  announcementBar: { content: 'Hello' },
  analytics: { src: '${UMAMI_SRC}', websiteId: '${UMAMI_ID}', autoTrack: true, doNotTrack: true, cache: true },
  footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro', className: 'intro-link', 'aria-label': 'Introduction' }] }], copyright: '©' },
  customCss: ['src/custom.css'],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'log',
  onBrokenImages: 'ignore',
  markdown: { format: 'mdx' },
  staticDirectories: ['static'],
  offline: { precache: 'visited', maxPrecacheMB: 5 },
  csp: true,
};

test('the JSON Schema accepts a config the loader accepts', () => {
  assert.ok(validate(fullConfig), JSON.stringify(validate.errors));
  const config = parseConfig(JSON.stringify(fullConfig), '/site/site.config.json', { ALGOLIA_SEARCH_KEY: 'k' });
  assert.is(config.navbar.items.length, 5);
});

test('the JSON Schema takes a simple footer, html and docsVersion navbar items and link titles', () => {
  const config = {
    title: 'T', url: 'https://x.io',
    navbar: { items: [
      { type: 'html', position: 'right', value: '<hr>' },
      { label: 'V', items: [{ type: 'docsVersion', to: '/docs/next/intro', label: 'Next' }, { type: 'html', value: '<hr>' }] },
      { href: 'https://x.io/gh', label: 'GitHub', title: 'Source' },
    ] },
    footer: { links: [{ label: 'Terms', href: 'https://x.io/terms' }, { label: 'Privacy', to: '/privacy' }] },
  };
  assert.ok(validate(config), JSON.stringify(validate.errors));
  assert.not.ok(validate({ ...config, footer: { links: [{ label: 'Terms', href: 'https://x.io/terms', items: [] }] } }));
});

test('the JSON Schema rejects unknown keys at the top and inside navbar items', () => {
  assert.not.ok(validate({ title: 'T', url: 'https://x.io', navbr: {} }));
  assert.ok(validate.errors!.some((e) => e.keyword === 'additionalProperties' && e.params.additionalProperty === 'navbr'));
  assert.not.ok(validate({ title: 'T', url: 'https://x.io', navbar: { items: [{ to: '/a', lable: 'A' }] } }));
});

test('the JSON Schema requires title and url and knows enum values', () => {
  assert.not.ok(validate({ url: 'https://x.io' }));
  assert.ok(validate.errors!.some((e) => e.keyword === 'required' && e.params.missingProperty === 'title'));
  assert.not.ok(validate({ title: 'T', url: 'https://x.io', colorMode: { defaultMode: 'drak' } }));
  assert.not.ok(validate({ title: 'T', url: 'https://x.io', onBrokenLinks: 'throws' }));
  assert.not.ok(validate({ title: 'T', url: 'https://x.io', offline: { precache: 'some' } }));
});

test('every field of the JSON Schema has a description, and every fixed object forbids extra keys', () => {
  const missing: string[] = [];
  const open: string[] = [];
  const walk = (node: Record<string, any>, path: string) => {
    if (node.properties) {
      // A navbar item of a site's own kind is open on purpose: its keys are its component's props.
      const custom = String(node.properties.type?.pattern ?? '').startsWith('^custom-');
      if (node.additionalProperties !== false && !custom) open.push(path);
      for (const [key, child] of Object.entries<Record<string, any>>(node.properties)) {
        if (!child.description) missing.push(`${path}.${key}`);
        walk(child, `${path}.${key}`);
      }
    }
    if (node.items) walk(node.items, `${path}[]`);
    if (typeof node.additionalProperties === 'object') walk(node.additionalProperties, `${path}.*`);
    for (const option of node.anyOf ?? []) walk(option, path);
  };
  const schema = createJsonSchema();
  walk(schema, '');
  assert.equal(missing, []);
  assert.equal(open, []);
  assert.is(schema.$schema, 'http://json-schema.org/draft-07/schema#');
  assert.is((schema.properties as any).docs.properties.sidebarCollapsed.default, true);
});

test.run();
