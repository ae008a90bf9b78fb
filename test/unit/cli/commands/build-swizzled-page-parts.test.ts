/**
 * Swizzled Layout and DocItem/Layout ejected as Docusaurus 3 writes them, drawing the page's
 * parts by their Docusaurus names: `@theme/SkipToContent`, `@theme/AnnouncementBar`,
 * `@theme/ErrorPageContent` around the main wrapper, and `@theme/TOCCollapsible`,
 * `@theme/Unlisted` and `@theme/EditMetaRow` around the doc.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Parts = suite('opdocs build: swizzled Layout and DocItem/Layout drawn from the theme\'s named parts');

const SITE: Record<string, string> = {
  'site.config.json': JSON.stringify({
    title: 'Terns', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { editUrl: 'https://git.example.org/terns/edit/main/' },
    announcementBar: { id: 'arctic', content: 'Arctic terns fly far', isCloseable: false },
  }),
  'docs/journey.md': '---\nunlisted: true\n---\n# Journey\n\nPole to pole.\n\n## North\n\nCold.\n\n## South\n\nColder.\n',
  'src/theme/Layout/index.js': [
    "import React from 'react';",
    "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
    "import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';",
    "import { useKeyboardNavigation } from '@docusaurus/theme-common/internal';",
    "import SkipToContent from '@theme/SkipToContent';",
    "import AnnouncementBar from '@theme/AnnouncementBar';",
    "import Navbar from '@theme/Navbar';",
    "import Footer from '@theme/Footer';",
    "import ErrorPageContent from '@theme/ErrorPageContent';",
    'export default function Layout({ children, wrapperClassName, title, description }) {',
    '  useKeyboardNavigation();',
    '  return <>',
    '    <PageMetadata title={title} description={description} />',
    '    <SkipToContent />',
    '    <AnnouncementBar />',
    '    <Navbar />',
    '    <div id={SkipToContentFallbackId} className={`${ThemeClassNames.layout.main.container} tern-wrapper ${wrapperClassName ?? ""}`}>',
    '      <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>',
    '    </div>',
    '    <Footer />',
    '  </>;',
    '}',
  ].join('\n'),
  'src/theme/DocItem/Layout/index.js': [
    "import React from 'react';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import TOCCollapsible from '@theme/TOCCollapsible';",
    "import Unlisted from '@theme/Unlisted';",
    "import DocItemContent from '@theme/DocItem/Content';",
    "import EditMetaRow from '@theme/EditMetaRow';",
    'export default function DocItemLayout({ children }) {',
    '  const { metadata, toc } = useDoc();',
    '  return <div className="tern-doc">',
    '    {metadata.unlisted && <Unlisted />}',
    '    <TOCCollapsible toc={toc} className="tern-toc" minHeadingLevel={2} maxHeadingLevel={3} />',
    '    <DocItemContent>{children}</DocItemContent>',
    '    <EditMetaRow className="tern-meta" editUrl={metadata.editUrl} lastUpdatedAt={metadata.lastUpdatedAt} lastUpdatedBy={metadata.lastUpdatedBy} />',
    '  </div>;',
    '}',
  ].join('\n'),
};

let dir = '';
let html = '';
Parts.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-page-parts', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'journey', 'index.html'), 'utf8');
});

Parts('both ejected layouts apply', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point, s.missing]), [['DocItem/Layout', 'DocItemLayout', undefined], ['Layout', 'PageLayout', undefined]]);
});

Parts('the frame draws the skip link, the announcement bar and the navbar once each, in that order, then its wrapper', () => {
  const skip = html.indexOf('Skip to main content');
  const bar = html.indexOf('class="announcement-bar ');
  const nav = html.indexOf('<nav aria-label="Main"');
  const wrapper = html.indexOf('<div id="__docusaurus_skipToContent_fallback" class="theme-layout-main tern-wrapper');
  assert.ok(skip > 0 && skip < bar && bar < nav && nav < wrapper, String([skip, bar, nav, wrapper]));
  assert.is(html.match(/class="announcement-bar /g)?.length, 1);
  assert.is(html.match(/<nav aria-label="Main"/g)?.length, 1);
});

Parts('the doc layout shows the unlisted warning and the folded TOC of the doc\'s headings', () => {
  assert.match(html, /<div class="tern-doc"><div class="theme-unlisted-banner alert alert--warning margin-bottom--md" role="alert">/);
  assert.match(html, /<div class="theme-doc-toc-mobile toc-collapsible tern-toc"><button type="button" class="clean-btn toc-collapsible__button" aria-expanded="false">On this page<\/button>/);
  assert.match(html, 'Pole to pole.');
});

Parts('the edit row under the doc links to its source', () => {
  assert.match(html, /<div class="doc-footer__meta tern-meta"><a[^>]*href="https:\/\/git.example.org\/terns\/edit\/main\/docs\/journey.md"[^>]*>[\s\S]*?Edit this page<\/a><\/div>/);
});

Parts.run();
