/** @jsxRuntime automatic @jsxImportSource react */
/**
 * useTOCHighlight on a long page, as a swizzled TOCItems uses it: it measures a few headings
 * per frame, not every one, and marks every link (desktop and folded TOC) of the current section.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { fire, flushFrames, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { useTOCHighlight } from '../../../../theme/compat/internal-toc';

const Highlight = suite('useTOCHighlight on a page of many headings');
useDomSuite(Highlight);

const COUNT = 600;
const ids = Array.from({ length: COUNT }, (_, i) => `part-${i}`);

function Page(): ReactNode {
  useTOCHighlight({ linkClassName: 'reef-link', linkActiveClassName: 'reef-link--on' });
  const links = (where: string) => <ul className={where}>{ids.map((id) => <li key={id}><a className="reef-link" href={`#${id}`}>{id}</a></li>)}</ul>;
  return <>{links('reef-desktop')}{ids.map((id) => <h2 key={id} id={id}>{id}</h2>)}{links('reef-folded')}</>;
}

/** Lays the headings out 100px apart, the first 10px down less `scrolled`, counting how many are measured. */
function layout() {
  const state = { scrolled: 0, measured: 0 };
  const real = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    if (!this.id.startsWith('part-')) return real.call(this);
    state.measured++;
    const top = Number(this.id.slice(5)) * 100 + 10 - state.scrolled;
    return { top, bottom: top + 30, left: 0, right: 100, width: 100, height: 30, x: 0, y: top } as DOMRect;
  };
  return { state, restore: () => { HTMLElement.prototype.getBoundingClientRect = real; } };
}

const active = () => [...document.querySelectorAll('a.reef-link--on')].map((a) => `${a.closest('ul')!.className} ${a.getAttribute('href')}`);

Highlight('a scroll frame measures a handful of the 600 headings and marks the section read in both TOCs', () => {
  const { state, restore } = layout();
  try {
    render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);
    assert.equal(active(), ['reef-desktop #part-0', 'reef-folded #part-0']);
    state.scrolled = 41_260;
    state.measured = 0;
    fire(window, 'scroll');
    flushFrames();
    assert.ok(state.measured <= 2 * Math.ceil(Math.log2(COUNT)), `measured ${state.measured} headings`);
    // part-413's top is at 50px, in the top half: it is the section read.
    assert.equal(active(), ['reef-desktop #part-413', 'reef-folded #part-413']);
  } finally {
    restore();
  }
});

Highlight('past the last heading the last section is read, and a replaced heading is found again', () => {
  const { state, restore } = layout();
  try {
    render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);
    state.scrolled = COUNT * 100 + 5_000;
    fire(window, 'scroll');
    flushFrames();
    assert.equal(active(), [`reef-desktop #part-${COUNT - 1}`, `reef-folded #part-${COUNT - 1}`]);
    // The page swaps its headings for new elements (same ids): they are looked up again.
    const old = document.getElementById('part-7')!;
    const fresh = old.cloneNode(true) as HTMLElement;
    old.replaceWith(fresh);
    state.scrolled = 700;
    fire(window, 'scroll');
    flushFrames();
    assert.equal(active(), ['reef-desktop #part-7', 'reef-folded #part-7']);
  } finally {
    restore();
  }
});

Highlight.run();
