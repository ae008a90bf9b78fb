/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The DocItem a site's swizzle is drawn in (theme/compat/DocItem/FromSwizzle.tsx), with the
 * theme's own DocItem in the swizzle's place: `content` carries the doc's data, and the body
 * stays mounted while the page re-renders.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useEffect, useState, type ReactNode } from 'react';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import DocItemFromSwizzle from '../../../../theme/compat/DocItem/FromSwizzle';

const FromSwizzle = suite('the DocItem drawn from a site\'s swizzle');
useDomSuite(FromSwizzle);

let mounts = 0;

/** A body part that counts its mounts, as an island in the doc's body would feel a remount. */
function Body({ text }: { text: string }): ReactNode {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p id="body">{text}</p>;
}

function Page(): ReactNode {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" id="again" onClick={() => setClicks((n) => n + 1)}>Again</button>
      <DocItemFromSwizzle><Body text={`clicked ${clicks}`} /></DocItemFromSwizzle>
    </>
  );
}

FromSwizzle('the theme\'s DocItem draws the body it gets as `content` inside the doc\'s article', () => {
  mounts = 0;
  const route = createDocRoute({ html: null, toc: [{ id: 'reel', html: 'Reel', level: 2, children: [] }] });
  render(<App site={createSiteData()} store={createTestStore(route, Page)} />);
  const body = document.getElementById('body')!;
  assert.ok(body.closest('article'), 'the body is inside the doc\'s article');
  assert.is(body.textContent, 'clicked 0');
  assert.ok(document.querySelector('.doc-main__row--with-toc'), 'the theme\'s columns, with the TOC column');
});

FromSwizzle('a re-render of the page shows the new body without mounting it again', () => {
  mounts = 0;
  render(<App site={createSiteData()} store={createTestStore(createDocRoute({ html: null }), Page)} />);
  fire(document.getElementById('again')!, 'click');
  fire(document.getElementById('again')!, 'click');
  assert.is(document.getElementById('body')!.textContent, 'clicked 2');
  assert.is(mounts, 1);
});

FromSwizzle.run();
