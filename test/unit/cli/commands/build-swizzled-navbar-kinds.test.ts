/**
 * An ejected NavbarItem/ComponentTypes: the map lists Docusaurus' built-in item kinds by their
 * components (`@theme/NavbarItem/DropdownNavbarItem`, …) beside a custom kind that finds its doc
 * with `useLayoutDoc`. The built-in kinds stay the theme's; the custom one links to its doc on
 * every page, the global data telling it where the doc is.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Kinds = suite('opdocs build: an ejected NavbarItem/ComponentTypes with the built-in kinds');

const ITEMS = [
  { type: 'dropdown', label: 'Species', position: 'left', items: [{ to: '/docs/wade', label: 'Waders' }] },
  { type: 'custom-doc', docId: 'strike', label: 'Strike', position: 'left' },
  { type: 'custom-doc', docId: 'no-such-doc', label: 'Gone', position: 'left' },
];

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Herons', url: 'https://example.org', baseUrl: '/herons/', contentDir: '.', navbar: { title: 'Herons', items: ITEMS } }),
  'docs/wade.md': '# Wade\n\nStand still.\n',
  'docs/strike.md': '# Strike\n\nFast.\n',
  'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>Pond</p></Layout>; }\n",
  'src/theme/NavbarItem/ComponentTypes.js': [
    "import React from 'react';",
    "import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';",
    "import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';",
    "import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';",
    "import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';",
    "import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';",
    "import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';",
    "import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';",
    "import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';",
    "import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';",
    "import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';",
    'function HeronDoc({ docId, label, ...props }) {',
    '  const doc = useLayoutDoc(docId);',
    '  if (doc === null) return null;',
    '  return <DefaultNavbarItem {...props} className="heron-doc" label={label} to={doc.path} />;',
    '}',
    'export default {',
    '  default: DefaultNavbarItem, dropdown: DropdownNavbarItem, doc: DocNavbarItem, docSidebar: DocSidebarNavbarItem,',
    '  docsVersion: DocsVersionNavbarItem, docsVersionDropdown: DocsVersionDropdownNavbarItem, html: HtmlNavbarItem,',
    "  localeDropdown: LocaleDropdownNavbarItem, search: SearchNavbarItem, 'custom-doc': HeronDoc,",
    '};',
  ].join('\n'),
};

let site = '';
Kinds.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-navbar-kinds', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

const navbar = (rel: string) => /<nav[^>]*class="navbar[\s\S]*?<\/nav>/.exec(readFileSync(join(site, 'build', rel), 'utf8'))?.[0] ?? '';

Kinds('the map is applied, with every built-in kind\'s component there', () => {
  assert.equal(listSwizzled(site).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['NavbarItem/ComponentTypes', 'NavbarItemTypes', null]]);
});

Kinds('a custom kind finds its doc with useLayoutDoc on a doc page and off the docs', () => {
  for (const page of ['docs/wade/index.html', 'index.html']) {
    assert.match(navbar(page), /<a[^>]*class="[^"]*heron-doc[^"]*"[^>]*href="\/herons\/docs\/strike"[^>]*>Strike<\/a>/, page);
  }
});

Kinds('a doc that does not exist gives null, and the item is not drawn', () => {
  assert.not.match(navbar('index.html'), 'Gone');
});

Kinds('the built-in dropdown stays the theme\'s own, a button opening its menu', () => {
  const bar = navbar('index.html');
  assert.match(bar, /<button[^>]*aria-expanded="false"[^>]*>Species/);
  assert.match(bar, /href="\/herons\/docs\/wade"[^>]*>Waders</);
});

Kinds.run();
