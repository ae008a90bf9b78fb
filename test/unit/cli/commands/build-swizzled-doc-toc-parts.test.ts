/**
 * A doc's two TOCs swizzled alone: an ejected DocItem/TOC/Desktop drawing `@theme/TOC` from
 * useDoc()'s flat TOC and front matter, with a box of its own above it, and a wrapped
 * DocItem/TOC/Mobile around the theme's folded TOC.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Toc = suite('opdocs build: swizzled DocItem/TOC/Desktop and /Mobile');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Salamanders', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/gills.md': '---\ntoc_max_heading_level: 4\nlab: https://lab.example.org/gills\n---\n# Gills\n\nFeathery.\n\n## Axolotl\n\nKept young.\n\n### Colours\n\nMany.\n\n#### Leucistic\n\nPale.\n',
  'src/theme/DocItem/TOC/Desktop/index.js': [
    "import React from 'react';",
    "import { ThemeClassNames } from '@docusaurus/theme-common';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import TOC from '@theme/TOC';",
    'export default function DocItemTOCDesktop() {',
    '  const { toc, frontMatter } = useDoc();',
    '  return <div className="gill-toc">{frontMatter.lab && <a className="gill-lab" href={frontMatter.lab}>Open the lab</a>}',
    '    <TOC toc={toc} minHeadingLevel={frontMatter.toc_min_heading_level} maxHeadingLevel={frontMatter.toc_max_heading_level} className={ThemeClassNames.docs.docTocDesktop} /></div>;',
    '}',
  ].join('\n'),
  'src/theme/DocItem/TOC/Mobile/index.js': [
    "import React from 'react';",
    "import Mobile from '@theme-original/DocItem/TOC/Mobile';",
    'export default function MobileWrapper(props) { return <div className="gill-mobile"><Mobile {...props} /></div>; }',
  ].join('\n'),
};

let site = '';
Toc.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-doc-toc-parts', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

const page = () => readFileSync(join(site, 'build', 'docs', 'gills', 'index.html'), 'utf8');

Toc('both are applied in their places', () => {
  assert.equal(listSwizzled(site).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [
    ['DocItem/TOC/Desktop', 'DocItemTOCDesktop', null], ['DocItem/TOC/Mobile', 'DocItemTOCMobile', null],
  ]);
});

Toc('the ejected desktop TOC sits in the TOC column, its box above links to every heading down to h4', () => {
  const column = /<div class="doc-main__toc"><div class="gill-toc">[\s\S]*?<\/div><\/div><\/div>/.exec(page())?.[0] ?? '';
  assert.match(column, '<a class="gill-lab" href="https://lab.example.org/gills">Open the lab</a>');
  for (const id of ['axolotl', 'colours', 'leucistic']) assert.match(column, `href="#${id}"`);
  assert.match(column, /<ul[^>]*>.*href="#axolotl".*<ul[^>]*>.*href="#colours".*<ul[^>]*>.*href="#leucistic"/s);
});

Toc('the wrapped mobile TOC keeps the theme\'s folded TOC inside the wrapper', () => {
  assert.match(page(), /<div class="gill-mobile"><div class="[^"]*theme-doc-toc-mobile[^"]*"/);
});

Toc.run();
