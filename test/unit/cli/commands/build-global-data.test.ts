/**
 * `@docusaurus/useGlobalData` and `usePluginData` through a whole build: the docs and blog
 * plugins' data for sites whose code reads it, and nothing extra for sites that do not.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Global = suite('global data of the docs and blog plugins');

function writeSite(files: Record<string, string>): string {
  return writeSiteFiles('opdocs-global-data', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.com', baseUrl: '/kites/', contentDir: '.' }),
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
    'docs/flying/steady.md': '# Steady winds\n',
    'blog/2024-01-02-first.md': '---\ntitle: First flight\n---\nUp.\n',
    ...files,
  });
}

const LISTING = [
  "import React from 'react';",
  "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
  'export default function Listing() {',
  "  const docs = useGlobalData()['docusaurus-plugin-content-docs'].default;",
  "  const blog = usePluginData('docusaurus-plugin-content-blog');",
  '  const [version] = docs.versions;',
  '  return <main>',
  '    <p id="where">{docs.path} {version.name} main={version.mainDocId} blog={blog.path}</p>',
  '    <ul>{version.docs.map((d) => <li key={d.id}>{d.id} at {d.path} in {d.sidebar}</li>)}</ul>',
  '    <p id="first">{version.sidebars.tutorialSidebar.link.path}</p>',
  "    <p id=\"custom\">{String(usePluginData('my-own-plugin'))}</p>",
  '  </main>;',
  '}',
].join('\n');

Global('a React page reads each doc, the main doc, the first sidebar link and the blog path, on the server and in the shipped data', async () => {
  const dir = writeSite({ 'src/pages/listing.js': LISTING });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'listing', 'index.html'), 'utf8');
  assert.match(html, '<p id="where">/kites/docs<!-- --> <!-- -->current<!-- --> main=<!-- -->intro<!-- --> blog=<!-- -->/kites/blog</p>');
  assert.match(html, '<li>intro<!-- --> at <!-- -->/kites/docs/intro<!-- --> in <!-- -->tutorialSidebar</li>');
  assert.match(html, '<li>flying/steady<!-- --> at <!-- -->/kites/docs/flying/steady<!-- --> in <!-- -->tutorialSidebar</li>');
  assert.match(html, '<p id="first">/kites/docs/intro</p>');
  assert.match(html, '<p id="custom">undefined</p>');
  const [file] = readdirSync(join(dir, 'build', 'assets', 'data')).filter((f) => f.startsWith('global-data-'));
  assert.ok(file, 'the data is a file of its own');
  const shipped = JSON.parse(readFileSync(join(dir, 'build', 'assets', 'data', file), 'utf8'));
  assert.equal(shipped['docusaurus-plugin-content-blog'], { default: { path: '/kites/blog' } });
  // Every route loads it with its data, so a client navigation has it before rendering.
  const doc = JSON.parse(readFileSync(join(dir, 'build', 'docs', 'intro', '__data.json'), 'utf8'));
  assert.ok(doc.deps.includes(`/kites/assets/data/${file}`));
});

Global('a React page in the content folder\'s pages (contentDir) that reads it gets it too', async () => {
  const dir = writeSite({
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.com', baseUrl: '/kites/', contentDir: 'content' }),
    'content/docs/intro.md': '# Intro\n',
    'content/pages/count.js': "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Count() { return <main id=\"count\">{usePluginData('docusaurus-plugin-content-docs').versions[0].docs.length} docs</main>; }\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build', 'count', 'index.html'), 'utf8'), '<main id="count">1<!-- --> docs</main>');
});

Global('a site whose code never imports it ships no global data', async () => {
  const dir = writeSite({ 'src/pages/plain.js': "export default function Plain() { return <main>plain</main>; }\n" });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(readdirSync(join(dir, 'build', 'assets', 'data')).filter((f) => f.startsWith('global-data-')), []);
  const doc = JSON.parse(readFileSync(join(dir, 'build', 'docs', 'intro', '__data.json'), 'utf8'));
  assert.not.ok(doc.deps.some((u: string) => u.includes('global-data')));
});

Global('the docs client hooks: the active docs set and all docs data (which ship the global data), a doc\'s breadcrumbs and version', async () => {
  const dir = writeSite({
    'src/components/Where.js': [
      "import React from 'react';",
      "import { useActivePlugin, useAllDocsData, useDocsVersion, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';",
      'export default function Where() {',
      '  const active = useActivePlugin();',
      '  const crumbs = useSidebarBreadcrumbs() ?? [];',
      '  const version = useDocsVersion();',
      "  return <p id=\"where\">{active?.pluginId}:{Object.keys(useAllDocsData()).join(',')}:{crumbs.map((c) => `${c.type}=${c.label}`).join('>')}:{version.version}/{version.label}/{String(version.isLast)}/{version.docs['intro']?.title}</p>;",
      '}',
    ].join('\n'),
    'docs/flying/gusty.mdx': "import Where from '@site/src/components/Where';\n\n# Gusty winds\n\n<Where />\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'docs', 'flying', 'gusty', 'index.html'), 'utf8');
  assert.match(html, '<p id="where">default<!-- -->:<!-- -->default<!-- -->:<!-- -->category=flying&gt;link=Gusty winds<!-- -->:<!-- -->current<!-- -->/<!-- -->Next<!-- -->/<!-- -->true<!-- -->/<!-- -->Intro</p>');
});

Global('a generated index is listed under its slug, as Docusaurus publishes it, a draft under draftIds, and breadcrumbs: false reaches the docs data', async () => {
  const dir = writeSiteFiles('opdocs-global-data-index', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.com', baseUrl: '/kites/', contentDir: '.', docs: { breadcrumbs: false } }),
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
    'docs/flying/_category_.json': '{"label":"Flying","link":{"type":"generated-index"}}',
    'docs/flying/steady.md': '# Steady winds\n',
    'docs/flying/gale.md': '---\ndraft: true\n---\n# Gale\n',
    'blog/2024-01-02-first.md': '---\ntitle: First flight\n---\nUp.\n',
    'src/pages/listing.js': LISTING,
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const [file] = readdirSync(join(dir, 'build', 'assets', 'data')).filter((f) => f.startsWith('global-data-'));
  const docs = JSON.parse(readFileSync(join(dir, 'build', 'assets', 'data', file), 'utf8'))['docusaurus-plugin-content-docs'].default;
  assert.is(docs.breadcrumbs, false);
  const index = docs.versions[0].docs.find((d: { path: string }) => d.path === '/kites/docs/category/flying');
  assert.equal(index, { id: '/category/flying', path: '/kites/docs/category/flying', sidebar: 'tutorialSidebar' });
  assert.equal(docs.versions[0].draftIds, ['flying/gale']);
  assert.not.ok(docs.versions[0].docs.some((d: { id: string }) => d.id === 'flying/gale'), 'a draft is no doc of the build');
});

Global.run();
