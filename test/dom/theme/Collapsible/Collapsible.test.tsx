/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToString } from 'react-dom/server';
import { fire, flushFrames, render, setMedia, useDomSuite } from '../../../helpers/dom';
import { Collapsible } from '../../../../theme/Collapsible/Collapsible';
import { getCollapseDuration } from '../../../../theme/Collapsible/collapse-animation';


const collapsible = suite('Collapsible');
useDomSuite(collapsible);

collapsible('animation length grows with content height by the §5 formula', () => {
  const expected: [number, number][] = [[0, 40], [36, 192], [100, 239], [200, 281], [500, 357], [1000, 440]];
  for (const [height, ms] of expected) assert.is(getCollapseDuration(height), ms, `${height}px`);
});

collapsible('server markup inlines the final style, so nothing shifts before hydration', () => {
  const closed = renderToString(<Collapsible collapsed lazy={false}><p>x</p></Collapsible>);
  assert.match(closed, /display:none;overflow:hidden;height:0px/);
  const open = renderToString(<Collapsible collapsed={false} lazy={false}><p>x</p></Collapsible>);
  assert.match(open, /display:block;overflow:visible;height:auto/);
});

collapsible('lazy children are not mounted until first expanded, then stay mounted', () => {
  const view = render(<Collapsible collapsed lazy><p id="child">x</p></Collapsible>);
  assert.is(document.getElementById('child'), null);
  view.rerender(<Collapsible collapsed={false} lazy><p id="child">x</p></Collapsible>);
  assert.ok(document.getElementById('child'));
  view.rerender(<Collapsible collapsed lazy><p id="child">x</p></Collapsible>);
  assert.ok(document.getElementById('child'));
});

collapsible('expanding animates height and ends in the expanded style', () => {
  let ended: boolean | null = null;
  const props = { lazy: false, id: 'c', onCollapseTransitionEnd: (value: boolean) => (ended = value) };
  const view = render(<Collapsible collapsed {...props}><p>x</p></Collapsible>);
  const el = document.getElementById('c')!;
  view.rerender(<Collapsible collapsed={false} {...props}><p>x</p></Collapsible>);
  flushFrames();
  assert.is(el.style.display, 'block');
  assert.match(el.style.transition, /height \d+ms ease-in-out/);
  fire(el, 'transitionend', { propertyName: 'height' });
  assert.is(el.style.height, 'auto');
  assert.is(el.style.overflow, 'visible');
  assert.is(ended, false);
});

collapsible('collapsing ends with display none', () => {
  const view = render(<Collapsible collapsed={false} lazy={false} id="c"><p>x</p></Collapsible>);
  const el = document.getElementById('c')!;
  view.rerender(<Collapsible collapsed lazy={false} id="c"><p>x</p></Collapsible>);
  flushFrames();
  assert.is(el.style.height, '0px');
  fire(el, 'transitionend', { propertyName: 'height' });
  assert.is(el.style.display, 'none');
});

collapsible('reduced motion shortens the animation to 1 ms (not 0, so transitionend fires)', () => {
  setMedia('(prefers-reduced-motion: reduce)', true);
  const view = render(<Collapsible collapsed lazy={false} id="c"><p>x</p></Collapsible>);
  view.rerender(<Collapsible collapsed={false} lazy={false} id="c"><p>x</p></Collapsible>);
  flushFrames();
  assert.is(document.getElementById('c')!.style.transition, 'height 1ms ease-in-out');
});

collapsible.run();
