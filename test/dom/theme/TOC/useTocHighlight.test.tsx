/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { renderWithSite, resetBody } from '../pages/page-env';
import { flushFrames } from '../../../helpers/dom';
import { useTocHighlight } from '../../../../theme/TOC/useTocHighlight';
import type { TocItem } from '../../../../runtime/types';

const test = suite('useTocHighlight on a long page');
test.before.each(resetBody);

const COUNT = 2000;
const toc: TocItem[] = Array.from({ length: COUNT }, (_, i) => ({ id: `h${i}`, html: `H${i}`, level: 2, children: [] }));

function Active() {
  return <output>{useTocHighlight(toc, { navbarHidesOnScroll: false }) ?? 'none'}</output>;
}

/**
 * Lays the headings out 100px apart below a 60px navbar, scrolled by `scroll.y`, and counts
 * what the highlight measures and looks up.
 */
function fakeLayout() {
  const scroll = { y: 0 };
  const counts = { rects: 0, lookups: 0 };
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  const realById = document.getElementById.bind(document);
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    counts.rects++;
    // A browser gives an element out of the document an empty box.
    if (!this.isConnected) return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON() {} } as DOMRect;
    const top = this.classList.contains('navbar') ? 0 : Number(this.id.slice(1)) * 100 - scroll.y;
    const height = this.classList.contains('navbar') ? 60 : 30;
    return { top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON() {} } as DOMRect;
  };
  document.getElementById = (id: string) => { counts.lookups++; return realById(id); };
  const restore = () => {
    HTMLElement.prototype.getBoundingClientRect = realRect;
    document.getElementById = realById;
  };
  return { scroll, counts, restore };
}

function renderPage() {
  const headings = toc.map((item) => <h2 key={item.id} id={item.id} className="anchor">{item.id}</h2>);
  return renderWithSite(<><nav className="navbar" />{headings}<Active /></>);
}

test('a scroll frame measures a few headings and looks none up again, and the highlight follows the rule', () => {
  const layout = fakeLayout();
  try {
    const { container } = renderPage();
    const active = () => container.querySelector('output')!.textContent;
    // h1 sits at 100px: the first below the navbar, in the top half.
    assert.is(active(), 'h1');
    layout.counts.rects = 0;
    layout.counts.lookups = 0;
    layout.scroll.y = 123_450;
    act(() => { window.dispatchEvent(new Event('scroll')); });
    flushFrames();
    // h1235 is at 50px, under the navbar; h1236 at 150px is in the top half.
    assert.is(active(), 'h1236');
    assert.is(layout.counts.lookups, 0);
    assert.ok(layout.counts.rects <= 2 * Math.ceil(Math.log2(COUNT)) + 1, `measured ${layout.counts.rects} boxes`);
  } finally {
    layout.restore();
  }
});

test('a heading replaced after the TOC mounted is looked up again and measured', () => {
  const layout = fakeLayout();
  try {
    const { container } = renderPage();
    const active = () => container.querySelector('output')!.textContent;
    const old = document.getElementById('h500')!;
    const fresh = document.createElement('h2');
    fresh.id = 'h500';
    old.replaceWith(fresh);
    layout.counts.lookups = 0;
    // h500 at 100px: the first heading below the navbar.
    layout.scroll.y = 49_900;
    act(() => { window.dispatchEvent(new Event('scroll')); });
    flushFrames();
    assert.is(active(), 'h500');
    assert.is(layout.counts.lookups, COUNT);
  } finally {
    layout.restore();
  }
});

test.run();
