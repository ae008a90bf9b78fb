/**
 * `@docusaurus/plugin-content-docs/client` in a site's own component: a card list on a
 * category's index doc, as Docusaurus sites write it (current category, first links, titles by
 * id, and `sidebar_custom_props` / `customProps` carried on the sidebar items).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const CARDS = `import React from 'react';
import { filterDocCardListItems, findFirstSidebarItemLink, useCurrentSidebarCategory, useDocById, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';

function Card({ item }) {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <li className="card" data-icon={item.customProps?.icon ?? ''}>
      <a href={findFirstSidebarItemLink(item)}>{doc?.title ?? item.label}</a>
    </li>
  );
}

export default function GuideCards() {
  const category = useCurrentSidebarCategory();
  return (
    <ul className="cards" data-sidebar={useDocsSidebar().name} data-category={category.label} data-tone={category.customProps?.tone ?? ''}>
      {filterDocCardListItems(category.items).map((item) => <Card key={item.label} item={item} />)}
    </ul>
  );
}
`;

test('a site\'s card list on a category index doc reads the category, links, titles and custom props', async () => {
  const dir = tempDir('opdocs-docs-client');
  const files: Record<string, string> = {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'src/components/GuideCards.jsx': CARDS,
    'docs/intro.md': '# Intro\n',
    'docs/guides/_category_.json': JSON.stringify({ label: 'Guides', customProps: { tone: 'warm' } }),
    'docs/guides/index.mdx': "---\nsidebar_position: 1\n---\n\nimport GuideCards from '@site/src/components/GuideCards';\n\n# All guides\n\n<GuideCards />\n",
    'docs/guides/setup.md': '---\nsidebar_position: 2\nsidebar_custom_props:\n  icon: wrench\n---\n\n# Setting up\n',
    'docs/guides/deploy.md': '---\nsidebar_position: 3\nunlisted: true\n---\n\n# Deploying\n',
    'docs/guides/advanced/tuning.md': '# Tuning\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const page = readFileSync(join(dir, 'build', 'docs', 'guides', 'index.html'), 'utf8');
  const list = /<ul class="cards"[^>]*>.*?<\/ul>/s.exec(page)?.[0] ?? '';
  assert.match(list, 'data-sidebar="tutorialSidebar"');
  assert.match(list, 'data-category="Guides" data-tone="warm"');
  assert.match(list, /<li class="card" data-icon="wrench"><a href="\/docs\/guides\/setup">Setting up<\/a><\/li>/);
  assert.match(list, /<li class="card" data-icon=""><a href="\/docs\/guides\/advanced\/tuning">advanced<\/a><\/li>/, 'a sub-category links to its first doc');
  assert.not.match(list, 'Deploying', 'unlisted docs are filtered out');
  const sidebar = readFileSync(join(dir, 'build', page.match(/assets\/data\/sidebar-[^"]+\.json/)![0]), 'utf8');
  assert.match(sidebar, '"customProps":{"icon":"wrench"}');
});

test('useCurrentSidebarSiblings lists the items of the page\'s own category, and the top level for a page outside any', async () => {
  const siblings = "import React from 'react';\nimport { useCurrentSidebarSiblings } from '@docusaurus/plugin-content-docs/client';\nexport default function Siblings() {\n  return <ul className=\"siblings\">{useCurrentSidebarSiblings().map((item) => <li key={item.label}>{item.label}</li>)}</ul>;\n}\n";
  const dir = writeSiteFiles('opdocs-docs-siblings', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'src/components/Siblings.jsx': siblings,
    'docs/intro.mdx': "---\nsidebar_position: 1\n---\nimport Siblings from '@site/src/components/Siblings';\n\n# Intro\n\n<Siblings />\n",
    'docs/pots/clay.mdx': "---\nsidebar_position: 1\n---\nimport Siblings from '@site/src/components/Siblings';\n\n# Clay\n\n<Siblings />\n",
    'docs/pots/iron.md': '---\nsidebar_position: 2\n---\n# Iron\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const list = (rel: string) => [...(/<ul class="siblings">(.*?)<\/ul>/s.exec(readFileSync(join(dir, 'build', rel), 'utf8'))?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
  assert.equal(list('docs/pots/clay/index.html'), ['Clay', 'Iron']);
  assert.equal(list('docs/intro/index.html'), ['Intro', 'pots']);
});

test('an MDX doc takes useCurrentSidebarCategory and filterDocCardListItems from @docusaurus/theme-common, which exports them too', async () => {
  const dir = tempDir('opdocs-docs-client');
  const files: Record<string, string> = {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', contentDir: '.' }),
    'docs/intro.md': '# Intro\n',
    'docs/guides/index.mdx': "---\nsidebar_position: 1\n---\n\nimport { useCurrentSidebarCategory, filterDocCardListItems } from '@docusaurus/theme-common';\nimport DocCardList from '@theme/DocCardList';\n\n# All guides\n\n<DocCardList items={filterDocCardListItems(useCurrentSidebarCategory().items)} />\n",
    'docs/guides/setup.md': '---\nsidebar_position: 2\n---\n\n# Setting up\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const page = readFileSync(join(dir, 'build', 'docs', 'guides', 'index.html'), 'utf8');
  assert.match(page, /href="\/docs\/guides\/setup"[^>]*>.*?Setting up/s);
});


test('<DocCardList /> on a category index doc shows each doc\'s description on its card, as the generated index does', async () => {
  const dir = writeSiteFiles('opdocs-doc-cards-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', contentDir: '.', trailingSlash: true }),
    'docs/intro.md': '# Intro\n',
    'docs/guides/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Guides\n\n<DocCardList />\n",
    'docs/guides/pitch.md': '---\ndescription: Setting up the tent on slopes.\n---\n# Pitching\n',
    'docs/guides/pack.md': '# Packing\n\nWhat goes in the bag first.\n',
    'docs/guides/deeper/knots.md': '# Knots\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'guides', 'index.html'), 'utf8');
  const cards = [...html.matchAll(/<li class="doc-card"><a href="([^"]+)"><h2 class="doc-card__title">([^<]+)<\/h2>(?:<p class="doc-card__description">([^<]*)<\/p>)?/g)].map((m) => [m[1], m[2], m[3] ?? null]);
  assert.equal(cards, [
    ['/docs/guides/deeper/knots/', 'deeper', '1 item'],
    ['/docs/guides/pack/', 'Packing', 'What goes in the bag first.'],
    ['/docs/guides/pitch/', 'Pitching', 'Setting up the tent on slopes.'],
  ]);
});

test.run();
