/**
 * A swizzled TOC (wrapping the original with the items rewritten, or ejected and drawing them
 * with @theme/TOCItems) and a swizzled DocItem/Footer built from @theme/EditThisPage,
 * @theme/LastUpdated and @theme/TagsListInline over useDoc().metadata.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Toc = suite('opdocs build: swizzled TOC and DocItem/Footer parts');
const CONFIG = { title: 'Sails', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { editUrl: 'https://git.example.org/sails/edit/main/' } };
const DOC = '---\ntags: [rigging]\n---\n# Trim\n\nEase the sheet.\n\n## Main `sheet`\n\nPull.\n\n### Traveller\n\nSlide.\n\n## Jib\n\nFurl.\n';
const POST = '---\ntitle: First sail\ndate: 2026-01-02\n---\nOut.\n\n<!-- truncate -->\n\n## Harbour\n\nCalm.\n';

const WRAPPED = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/trim.md': DOC,
  'blog/2026-01-02-first.md': POST,
  // Rewrites each entry's HTML and drops the deepest level, then hands the list to the original.
  'src/theme/TOC/index.js': [
    "import React from 'react';",
    "import TOC from '@theme-original/TOC';",
    'export default function TOCWrapper(props) {',
    "  const toc = props.toc.filter((item) => item.level < 3).map((item) => ({ ...item, value: item.value.replace('<code>', '<code class=\"sail\">') }));",
    '  return <div className="sail-toc"><TOC {...props} toc={toc} /><p className="sail-count">{props.toc.length} headings</p></div>;',
    '}',
  ].join('\n'),
  'src/theme/DocItem/Footer/index.js': [
    "import React from 'react';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import EditThisPage from '@theme/EditThisPage';",
    "import LastUpdated from '@theme/LastUpdated';",
    "import TagsListInline from '@theme/TagsListInline';",
    'export default function DocItemFooter() {',
    '  const { metadata } = useDoc();',
    '  return <footer className="sail-footer"><TagsListInline tags={metadata.tags} />',
    '    {metadata.editUrl && <EditThisPage editUrl={metadata.editUrl} />}',
    '    <LastUpdated lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} /></footer>;',
    '}',
  ].join('\n'),
};

const EJECTED = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/trim.md': DOC,
  'src/theme/TOC/index.tsx': [
    "import React from 'react';",
    "import type { Props } from '@theme/TOC';",
    "import TOCItems from '@theme/TOCItems';",
    'export default function TOC({ className, ...props }: Props) {',
    '  return <div className="sail-ejected-toc"><TOCItems {...props} maxHeadingLevel={2} linkClassName="sail-link" /></div>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
Toc.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-toc-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-toc-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');
const tocColumn = (html: string) => /<div class="doc-main__toc">(.*?)<\/main>/s.exec(html)?.[1] ?? '';

Toc('a TOC wrapper gets Docusaurus\' flat items and the original draws what it hands on, nested', () => {
  const html = read(wrapped, 'docs/trim/index.html');
  const column = tocColumn(html);
  assert.match(column, /<div class="sail-toc"><nav class="table-of-contents-wrapper/);
  assert.match(column, /<a href="#main-sheet"[^>]*><span[^>]*>Main <code class="sail">sheet<\/code><\/span><\/a><\/li><li><a href="#jib"/);
  assert.not.match(column, '#traveller');
  assert.match(html, '<p class="sail-count">3<!-- --> headings</p>');
});

Toc('the TOC of a blog post is the swizzled one too', () => {
  assert.match(read(wrapped, 'blog/2026/01/02/first/index.html'), /<div class="sail-toc">.*href="#harbour"/s);
});

Toc('an ejected TOC draws the links with @theme/TOCItems, narrowed to its levels', () => {
  const column = tocColumn(read(ejected, 'docs/trim/index.html'));
  assert.match(column, /^<div class="sail-ejected-toc"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#main-sheet" class="sail-link">/);
  assert.match(column, 'href="#jib"');
  assert.not.match(column, '#traveller');
});

Toc('an ejected DocItem/Footer built from EditThisPage, LastUpdated and TagsListInline shows the doc\'s tags and edit link', () => {
  const html = read(wrapped, 'docs/trim/index.html');
  assert.match(html, /<footer class="sail-footer"><div class="tags-row"><b class="tags-row__label">Tags:<\/b><ul class="tags padding--none"><li class="tags__item"><a[^>]*href="\/docs\/tags\/rigging"[^>]*>rigging<\/a>/);
  assert.match(html, /<a[^>]*href="https:\/\/git\.example\.org\/sails\/edit\/main\/docs\/trim\.md"[^>]*class="theme-edit-this-page"|class="theme-edit-this-page"[^>]*href="https:\/\/git\.example\.org\/sails\/edit\/main\/docs\/trim\.md"/);
  assert.not.match(html, 'theme-doc-footer');
});

Toc('migrate counts the TOC and DocItem/Footer swizzles as applied', () => {
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [
    ['DocItem/Footer', 'DocFooter', null],
    ['TOC', 'TOCColumn', null],
  ]);
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point ?? null]), [['TOC', 'TOCColumn']]);
});

Toc.run();
