/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { click, renderWithSite, resetBody } from '../pages/page-env';
import { flushFrames } from '../../../helpers/dom';
import { TOCItems } from '../../../../theme/TOC/TOCItems';
import { TOC } from '../../../../theme/TOC/TOC';
import { TOCCollapsible } from '../../../../theme/TOC/TOCCollapsible';
import type { TocItem } from '../../../../runtime/types';

const toc: TocItem[] = [
  { id: 'install', html: 'Install', level: 2, children: [{ id: 'helm-values', html: 'Helm <code>values</code>', level: 3, children: [] }] },
  { id: 'upgrade', html: 'Upgrade', level: 2, children: [] },
];

const test = suite('TOC');
test.before.each(resetBody);

test('renders the heading tree as nested lists of hash links', () => {
  const { container } = renderWithSite(<TOCItems toc={toc} className="table-of-contents" linkClassName="table-of-contents__link" />);
  const top = container.querySelector('ul.table-of-contents')!;
  assert.is(top.children.length, 2);
  const nested = top.querySelector('li > ul > li > a')!;
  assert.is(nested.getAttribute('href'), '#helm-values');
  assert.is(nested.querySelector('code')?.textContent, 'values');
});

test('marks the active heading link and only that one', () => {
  const { container } = renderWithSite(<TOCItems toc={toc} linkClassName="table-of-contents__link" activeId="upgrade" />);
  const active = container.querySelectorAll('.table-of-contents__link--active');
  assert.is(active.length, 1);
  assert.is(active[0]!.getAttribute('href'), '#upgrade');
});

test('renders nothing for an empty TOC', () => {
  const { container } = renderWithSite(<TOC toc={[]} />);
  assert.is(container.querySelector('.table-of-contents'), null);
});

test('desktop TOC uses the highlight link classes', () => {
  const { container } = renderWithSite(<TOC toc={toc} />);
  const link = container.querySelector('.theme-doc-toc-desktop a')!;
  assert.ok(link.classList.contains('table-of-contents__link'));
  assert.ok(link.classList.contains('toc-highlight'));
});

test('desktop TOC highlights the heading the reader is in, and follows scrolling', () => {
  const tops: Record<string, number> = { install: -500, 'helm-values': -200, upgrade: 100 };
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const top = tops[this.id] ?? 0;
    return { top, bottom: top + 30, left: 0, right: 0, width: 0, height: 30, x: 0, y: top, toJSON() {} } as DOMRect;
  };
  try {
    const { container } = renderWithSite(
      <>
        <h2 id="install" className="anchor">Install</h2>
        <h3 id="helm-values" className="anchor">Helm values</h3>
        <h2 id="upgrade" className="anchor">Upgrade</h2>
        <TOC toc={toc} />
      </>,
    );
    const activeHref = () => container.querySelector('.table-of-contents__link--active')?.getAttribute('href');
    assert.is(activeHref(), '#upgrade');
    // "Upgrade" moves to the bottom half: the reader is still in the previous section.
    tops.upgrade = 600;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    // Measurements wait for the next animation frame.
    assert.is(activeHref(), '#upgrade');
    flushFrames();
    assert.is(activeHref(), '#helm-values');
  } finally {
    HTMLElement.prototype.getBoundingClientRect = realRect;
  }
});

test('mobile TOC starts collapsed and opens on its "On this page" button', () => {
  const { container } = renderWithSite(<TOCCollapsible toc={toc} />);
  const wrapper = container.querySelector('.theme-doc-toc-mobile')!;
  const button = wrapper.querySelector('button')!;
  assert.is(button.textContent, 'On this page');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(wrapper.querySelector('a'), null);
  click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.is(wrapper.querySelectorAll('a').length, 3);
});

test.run();
