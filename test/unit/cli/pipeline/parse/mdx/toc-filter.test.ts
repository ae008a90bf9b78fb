import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { renderRouteBodies } from '../../../../../../theme/Content/render-bodies';
import { CONTENT_COMPONENTS, INTERACTIVE_COMPONENTS } from '../../../../../../theme/Content/content-components';
import type { RouteData, TocItem } from '../../../../../../runtime/types';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('MDX `toc` filtered');
test.before(loadParserParts);

const heading = (id: string, level: number, html: string, children: TocItem[] = []): TocItem => ({ id, html, level, children });
const pageToc = [heading('intro', 2, 'Intro', [heading('setup', 3, 'Setup', [heading('linux', 4, 'Linux')])]), heading('reference', 2, 'Reference'), heading('faq', 2, 'FAQ')];
const HEAD = "import TOCInline from '@theme/TOCInline';\nexport const wanted = ['faq', 'setup'];\n\n";

/** The ids the inline TOC of `line` links to, with the page's headings as above. */
function listed(line: string): { ids: string[]; errors: string[] } {
  const out = parseMarkdown({ source: `${HEAD}${line}\n`, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
  if (out.errors.length > 0) return { ids: [], errors: out.errors.map((e) => e.message) };
  const route = { kind: 'page', path: '/docs/page', deps: [], html: out.html, toc: pageToc } as unknown as RouteData;
  const html = (renderRouteBodies(route, {}, { components: CONTENT_COMPONENTS, interactive: new Set(INTERACTIVE_COMPONENTS) }) as { html: string }).html;
  const inline = /<div class="toc-inline">.*<\/div>/s.exec(html)?.[0] ?? '';
  return { ids: [...inline.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]), errors: [] };
}

test('toc.filter with a predicate on the heading\'s level lists only those headings, as Docusaurus documents it', () => {
  assert.equal(listed('<TOCInline toc={toc.filter((node) => node.level === 2 || node.level === 4)} maxHeadingLevel={4} />'), { ids: ['intro', 'linux', 'reference', 'faq'], errors: [] });
});

test('the predicate may read value and id, destructure them, use the file\'s own values and a block body', () => {
  assert.equal(listed("<TOCInline toc={toc.filter((node) => node.value === 'Reference')} />").ids, ['reference']);
  assert.equal(listed('<TOCInline toc={toc.filter(({ id }) => wanted.includes(id))} />').ids, ['setup', 'faq']);
  assert.equal(listed("<TOCInline toc={toc.filter(function (h) { return !h.id.startsWith('f'); }).slice(1)} />").ids, ['setup', 'reference']);
});

test('a predicate that needs code opdocs cannot read is an error naming what it uses', () => {
  const { errors } = listed('<TOCInline toc={toc.filter((node) => node.children.length > 0)} />');
  assert.is(errors.length, 1);
  assert.match(errors[0], 'toc.filter((node) => node.children.length > 0)');
  assert.match(errors[0], 'only `toc`, `toc.slice(start, end)` with whole numbers and `toc.filter((node) => …)`');
});

test.run();
