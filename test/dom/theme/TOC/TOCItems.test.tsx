/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useState } from 'react';
import { renderWithSite, resetBody } from '../pages/page-env';
import { TOCItems } from '../../../../theme/TOC/TOCItems';
import type { TocItem } from '../../../../runtime/types';

const test = suite('TOCItems re-rendering');
test.before.each(resetBody);

/** A TOC whose items count how often they are drawn (each draw reads the label's HTML). */
function countingToc(sections: number) {
  const reads = new Map<string, number>();
  const item = (id: string, level: number, children: TocItem[] = []): TocItem => ({
    id, level, children,
    get html() { reads.set(id, (reads.get(id) ?? 0) + 1); return id; },
  } as TocItem);
  const toc = Array.from({ length: sections }, (_, i) => item(`s${i}`, 2, [item(`s${i}-a`, 3), item(`s${i}-b`, 3)]));
  return { toc, reads };
}

test('moving the highlight redraws only the items on the paths to the old and the new heading', () => {
  const { toc, reads } = countingToc(200);
  let setActive: (id: string) => void = () => {};
  function Harness() {
    const [active, set] = useState('s3-a');
    setActive = set;
    return <TOCItems toc={toc} linkClassName="table-of-contents__link" activeId={active} />;
  }
  const { container } = renderWithSite(<Harness />);
  assert.is(container.querySelectorAll('a').length, 600);
  reads.clear();
  act(() => setActive('s150-b'));
  assert.equal([...reads.keys()].sort(), ['s150', 's150-b', 's3', 's3-a']);
  const active = [...container.querySelectorAll('.table-of-contents__link--active')].map((a) => a.getAttribute('href'));
  assert.equal(active, ['#s150-b']);
});

test('a highlight that stays inside one section redraws that section only', () => {
  const { toc, reads } = countingToc(50);
  let setActive: (id: string | null) => void = () => {};
  function Harness() {
    const [active, set] = useState<string | null>('s7');
    setActive = set;
    return <TOCItems toc={toc} activeId={active} />;
  }
  const { container } = renderWithSite(<Harness />);
  reads.clear();
  act(() => setActive('s7-b'));
  assert.equal([...reads.keys()].sort(), ['s7', 's7-b']);
  reads.clear();
  act(() => setActive(null));
  assert.equal([...reads.keys()].sort(), ['s7', 's7-b']);
  assert.is(container.querySelector('.table-of-contents__link--active'), null);
});

test.run();
