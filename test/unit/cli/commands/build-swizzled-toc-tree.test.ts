/**
 * A swizzled TOCItems/Tree alone (the desktop TOC's tree of links): drawn in the theme's TOC
 * with the tree nested by level and the theme's link classes, which `useTOCHighlight` marks;
 * ejected and wrapping the original. A site without one keeps opdocs' own links.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { findOverrides } from '../../../../cli/bundle/theme-overrides.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Tree = suite('opdocs build: swizzled TOCItems/Tree');

const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Storks', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/migration.md': '# Migration\n\n## Routes `south`\n\nLong.\n\n### Over the sea\n\nWide.\n\n## Return\n\nSpring.\n',
};

const EJECTED = {
  ...DOCS,
  'src/theme/TOCItems/Tree.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    'function StorkTree({ toc, className, linkClassName, isChild }) {',
    '  if (!toc.length) return null;',
    '  return <ul className={isChild ? "stork-sub" : `${className} stork-tree`}>',
    '    {toc.map((h) => <li key={h.id} data-level={h.level}>',
    '      <Link to={`#${h.id}`} className={linkClassName} dangerouslySetInnerHTML={{ __html: h.value }} />',
    '      <StorkTree isChild toc={h.children} className={className} linkClassName={linkClassName} />',
    '    </li>)}',
    '  </ul>;',
    '}',
    'export default React.memo(StorkTree);',
  ].join('\n'),
};

const WRAPPED = {
  ...DOCS,
  'src/theme/TOCItems/Tree/index.js': [
    "import React from 'react';",
    "import Tree from '@theme-original/TOCItems/Tree';",
    'export default function Wrapper(props) { return props.isChild ? <Tree {...props} /> : <div className="stork-wrap"><Tree {...props} /></div>; }',
  ].join('\n'),
};

let ejected = '';
let wrapped = '';
Tree.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-toc-tree-ejected', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-toc-tree-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const page = (dir: string) => readFileSync(join(dir, 'build', 'docs', 'migration', 'index.html'), 'utf8');
const desktopToc = (html: string) => html.slice(html.indexOf('theme-doc-toc-desktop'), html.indexOf('</nav>', html.indexOf('theme-doc-toc-desktop')));

Tree('both take the TOCItems/Tree place, and TOCItems is drawn around the tree only for them', () => {
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point]), [['TOCItems/Tree', 'TOCItemsTree']]);
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point]), [['TOCItems/Tree', 'TOCItemsTree']]);
  assert.ok([...findOverrides(ejected).values()].some((o) => o.name === 'TOCItemsList' && o.file.endsWith('TOCItemsFromTree.tsx')));
  assert.not.ok([...findOverrides(writeSiteFiles('opdocs-swizzled-toc-tree-none', DOCS)).values()].some((o) => o.name === 'TOCItemsList'));
});

Tree('the ejected tree draws the headings nested by level, with their inline HTML and the theme\'s link classes', () => {
  const toc = desktopToc(page(ejected));
  assert.match(toc, /<ul class="table-of-contents table-of-contents__left-border stork-tree"><li data-level="2"><a[^>]*class="table-of-contents__link toc-highlight"[^>]*href="#routes-south"[^>]*>Routes <code>south<\/code><\/a><ul class="stork-sub"><li data-level="3">/);
  assert.match(toc, /<li data-level="2"><a[^>]*href="#return"/);
  assert.is(page(ejected).match(/stork-tree/g)?.length, 1);
});

Tree('the wrapped tree keeps the original\'s links inside the site\'s wrapper', () => {
  const toc = desktopToc(page(wrapped));
  assert.match(toc, /<div class="stork-wrap"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#routes-south" class="table-of-contents__link toc-highlight">Routes <code>south<\/code><\/a><ul><li><a href="#over-the-sea"/);
});

Tree.run();
