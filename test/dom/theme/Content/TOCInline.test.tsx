/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToStaticMarkup } from 'react-dom/server';
import { TOCInline } from '../../../../theme/Content/TOCInline';
import type { TocItem } from '../../../../runtime/types';

const test = suite('TOCInline');
const flat = (level: number, id: string) => ({ value: id, id, level });

test('a heading under a section left out of the range is listed beside the earlier subsection, not inside it', () => {
  const toc = [flat(2, 'a'), flat(3, 'a1'), flat(2, 'b'), flat(4, 'b-deep'), flat(3, 'b1')];
  const html = renderToStaticMarkup(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />);
  assert.is(html, '<div class="toc-inline"><ul>' +
    '<li><a href="#a1">a1</a></li><li><a href="#b-deep">b-deep</a></li><li><a href="#b1">b1</a></li>' +
    '</ul></div>');
});

test('headings in range keep their nesting', () => {
  const html = renderToStaticMarkup(<TOCInline toc={[flat(2, 'a'), flat(3, 'a1'), flat(4, 'skip'), flat(2, 'b')]} />);
  assert.is(html, '<div class="toc-inline"><ul><li><a href="#a">a</a><ul><li><a href="#a1">a1</a></li></ul></li><li><a href="#b">b</a></li></ul></div>');
});

test('the page TOC the build nested keeps its shape: a lifted heading stays beside the earlier section', () => {
  // "### Three A / #### Four A / ## Two B / #### Four B" with the page's TOC from level 3: the
  // build dropped Two B and lifted Four B to the top, beside Three A.
  const node = (id: string, level: number, children: TocItem[] = []): TocItem => ({ id, html: id, level, children });
  const toc = [node('three-a', 3, [node('four-a', 4)]), node('four-b', 4)];
  const html = renderToStaticMarkup(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />);
  assert.is(html, '<div class="toc-inline"><ul>' +
    '<li><a href="#three-a">three-a</a><ul><li><a href="#four-a">four-a</a></li></ul></li><li><a href="#four-b">four-b</a></li>' +
    '</ul></div>');
});

test.run();
