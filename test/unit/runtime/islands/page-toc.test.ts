import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../cli/pipeline/parse/markdown';
import { renderRouteBodies } from '../../../../theme/Content/render-bodies';
import { CONTENT_COMPONENTS, INTERACTIVE_COMPONENTS } from '../../../../theme/Content/content-components';
import { pageTocValue, slicedPageToc } from '../../../../runtime/islands/page-toc';
import { PAGE_TOC } from '../../../../runtime/islands/import-ref';
import type { RouteData, TocItem } from '../../../../runtime/types';
import { loadParserParts } from '../../../helpers/parser-parts';

const test = suite('MDX `toc` cut with slice');
test.before(loadParserParts);

const heading = (id: string, level: number, children: TocItem[] = []): TocItem => ({ id, html: id, level, children });
// The page's table of contents as the build nests it: one h2 holding an h3, then two more h2s.
const pageToc = [heading('intro', 2, [heading('setup', 3)]), heading('reference', 2), heading('faq', 2)];

test('a sliced marker gives the page headings flat, in page order, cut as Array.slice does', () => {
  const toc = { [PAGE_TOC]: true };
  assert.equal(pageTocValue(slicedPageToc(toc, 2), pageToc).map((h) => h.id), ['reference', 'faq']);
  assert.equal(pageTocValue(slicedPageToc(toc, 1, -1), pageToc).map((h) => h.id), ['setup', 'reference']);
  assert.equal(pageTocValue(slicedPageToc(slicedPageToc(toc, 1), 1), pageToc).map((h) => h.id), ['reference', 'faq']);
  assert.ok(pageTocValue(toc, pageToc) === pageToc, 'an uncut `toc` is the nested list as it is');
  // Docusaurus' flat items have no children: a TOC given the cut list nests it by level.
  assert.ok(pageTocValue(slicedPageToc(toc, 0), pageToc).every((h) => !('children' in h)), 'cut items carry no children');
});

test('<TOCInline toc={toc.slice(2)} /> builds and lists the headings after the first two', () => {
  const source = "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc.slice(2)} />\n\n## Intro\n\n### Setup\n\n## Reference\n\n## FAQ\n";
  const out = parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
  assert.equal(out.errors, []);
  const route = { kind: 'page', path: '/docs/page', deps: [], html: out.html, toc: pageToc } as unknown as RouteData;
  const html = (renderRouteBodies(route, {}, { components: CONTENT_COMPONENTS, interactive: new Set(INTERACTIVE_COMPONENTS) }) as { html: string }).html;
  const inline = /<div class="toc-inline">.*?<\/div>/s.exec(html)?.[0] ?? '';
  assert.equal([...inline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]), ['reference', 'faq']);
});

test('slice with arguments that are not whole numbers is an error naming the expression', () => {
  const source = "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc.slice('a')} />\n";
  const out = parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
  assert.is(out.errors.length, 1);
  assert.match(out.errors[0].message, "toc={toc.slice('a')}");
  assert.match(out.errors[0].message, 'only `toc`, `toc.slice(start, end)` with whole numbers');
});

test.run();
