/**
 * A swizzled TOCItems, the desktop TOC's links: ejected (the headings treeified and highlighted
 * with theme-common/internal's hooks, drawn by `@theme/TOCItems/Tree`) and wrapping the original.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Items = suite('opdocs build: swizzled TOCItems');

const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Storks', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/migration.md': '# Migration\n\n## Routes `south`\n\nLong.\n\n### Over the sea\n\nWide.\n\n#### Too deep\n\nHidden.\n\n## Return\n\nSpring.\n',
};

const EJECTED = {
  ...DOCS,
  'src/theme/TOCItems/index.js': [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import { useTOCHighlight, useFilteredAndTreeifiedTOC } from '@docusaurus/theme-common/internal';",
    "import TOCItemTree from '@theme/TOCItems/Tree';",
    'export default function TOCItems({ toc, className = "table-of-contents", linkClassName = "stork-link", linkActiveClassName = "stork-link--on", minHeadingLevel, maxHeadingLevel }) {',
    '  const config = useThemeConfig();',
    '  const min = minHeadingLevel ?? config.tableOfContents.minHeadingLevel;',
    '  const max = maxHeadingLevel ?? config.tableOfContents.maxHeadingLevel;',
    '  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: min, maxHeadingLevel: max });',
    "  useTOCHighlight({ linkClassName: 'stork-link', linkActiveClassName, minHeadingLevel: min, maxHeadingLevel: max });",
    '  return <TOCItemTree toc={tree} className={`${className} stork-toc`} linkClassName="stork-link" />;',
    '}',
  ].join('\n'),
};

const WRAPPED = {
  ...DOCS,
  'src/theme/TOCItems/index.js': [
    "import React from 'react';",
    "import TOCItems from '@theme-original/TOCItems';",
    'export default function Wrapper(props) { return <div className="stork-wrap"><TOCItems {...props} /></div>; }',
  ].join('\n'),
};

let ejected = '';
let wrapped = '';
Items.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-toc-items-ejected', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-toc-items-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const page = (dir: string) => readFileSync(join(dir, 'build', 'docs', 'migration', 'index.html'), 'utf8');
const desktopToc = (html: string) => html.slice(html.indexOf('theme-doc-toc-desktop'), html.indexOf('</nav>', html.indexOf('theme-doc-toc-desktop')));

Items('both swizzles take the TOCItems place', () => {
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point]), [['TOCItems', 'TOCItemsList']]);
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point]), [['TOCItems', 'TOCItemsList']]);
});

Items('the ejected one draws the configured levels as a tree, heading markup kept, in the desktop TOC', () => {
  assert.is(desktopToc(page(ejected)), [
    'theme-doc-toc-desktop thin-scrollbar" aria-label="On this page">',
    '<ul class="table-of-contents table-of-contents__left-border stork-toc">',
    '<li><a href="#routes-south" class="stork-link">Routes <code>south</code></a>',
    '<ul><li><a href="#over-the-sea" class="stork-link">Over the sea</a></li></ul></li>',
    '<li><a href="#return" class="stork-link">Return</a></li></ul>',
  ].join(''));
});

Items('the wrapper puts its box around the theme\'s own links', () => {
  const toc = desktopToc(page(wrapped));
  assert.match(toc, /^theme-doc-toc-desktop thin-scrollbar" aria-label="On this page"><div class="stork-wrap"><ul class="table-of-contents table-of-contents__left-border">/);
  assert.match(toc, /<a href="#return" class="table-of-contents__link toc-highlight">/);
});

Items.run();
