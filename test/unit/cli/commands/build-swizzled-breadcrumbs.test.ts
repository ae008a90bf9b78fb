/**
 * A swizzled DocBreadcrumbs, ejected as Docusaurus 3 writes it: the crumbs from
 * `useSidebarBreadcrumbs()`, the home icon when `useHomePageRoute()` finds a home page, and the
 * list as JSON-LD through `@theme/DocBreadcrumbs/StructuredData`, over every doc.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Crumbs = suite('opdocs build: swizzled DocBreadcrumbs');

const SITE: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Avocets', url: 'https://example.org', baseUrl: '/birds/', contentDir: '.' }),
  'src/pages/index.js': "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout><main>Upturned bills</main></Layout>; }\n",
  'docs/feeding/_category_.json': JSON.stringify({ label: 'Feeding', link: { type: 'generated-index' } }),
  'docs/feeding/sweeping.md': '# Sweeping\n\nSide to side.\n',
  'src/theme/DocBreadcrumbs/index.js': [
    "import React from 'react';",
    "import { ThemeClassNames } from '@docusaurus/theme-common';",
    "import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';",
    "import { useHomePageRoute } from '@docusaurus/theme-common/internal';",
    "import Link from '@docusaurus/Link';",
    "import { translate } from '@docusaurus/Translate';",
    "import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';",
    "import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';",
    'export default function DocBreadcrumbs() {',
    '  const breadcrumbs = useSidebarBreadcrumbs();',
    '  const homePageRoute = useHomePageRoute();',
    '  if (!breadcrumbs) return null;',
    '  return <>',
    '    <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />',
    "    <nav className={`${ThemeClassNames.docs.docBreadcrumbs} avocet-crumbs`} aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>",
    '      <ul className="breadcrumbs">',
    '        {homePageRoute && <HomeBreadcrumbItem />}',
    '        {breadcrumbs.map((item, i) => <li key={i} className="breadcrumbs__item">',
    '          {item.href && i < breadcrumbs.length - 1 ? <Link className="breadcrumbs__link" href={item.href}>{item.label}</Link> : <span className="breadcrumbs__link">{item.label}</span>}',
    '        </li>)}',
    '      </ul>',
    '    </nav>',
    '  </>;',
    '}',
  ].join('\n'),
};

let dir = '';
let html = '';
Crumbs.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-breadcrumbs', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'feeding', 'sweeping', 'index.html'), 'utf8');
});

Crumbs('the swizzle takes the DocBreadcrumbs place, and the theme\'s crumbs are gone', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point]), [['DocBreadcrumbs', 'DocItemBreadcrumbs']]);
  assert.is(html.match(/aria-label="Breadcrumbs"/g)?.length, 1);
  assert.not.match(html, 'itemType="https://schema.org/BreadcrumbList"');
});

Crumbs('it links home, then the category\'s page, then names the doc', () => {
  const nav = html.slice(html.indexOf('avocet-crumbs'), html.indexOf('</nav>', html.indexOf('avocet-crumbs')));
  assert.match(nav, /<a[^>]*href="\/birds\/"[^>]*aria-label="Home page"|<a[^>]*aria-label="Home page"[^>]*href="\/birds\/"/);
  assert.match(nav, /<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="\/birds\/docs\/category\/feeding">Feeding<\/a><\/li>/);
  assert.match(nav, /<li class="breadcrumbs__item"><span class="breadcrumbs__link">Sweeping<\/span><\/li>/);
});

Crumbs('the list is written as JSON-LD with absolute addresses', () => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'no JSON-LD');
  assert.equal(JSON.parse(json!), {
    '@context': 'https://schema.org', '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Feeding', item: 'https://example.org/birds/docs/category/feeding' },
      { '@type': 'ListItem', position: 2, name: 'Sweeping', item: 'https://example.org/birds/docs/feeding/sweeping' },
    ],
  });
});

Crumbs.run();
