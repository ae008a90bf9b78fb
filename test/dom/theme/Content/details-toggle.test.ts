import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, useDomSuite } from '../../../helpers/dom';
import { installDetailsToggle } from '../../../../theme/Content/details-toggle';

const test = suite('details toggle');
useDomSuite(test);

let remove = () => {};
test.after.each(() => remove());

/** A content container holding `html`, with the toggle installed on it. */
function content(html: string): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  remove = installDetailsToggle(container);
  return container;
}

const MARKED = '<details class="alert alert--info details" data-collapsed="true"><summary>More <a href="#x">link</a></summary><p>Body</p></details>';

/** Gives `details` the heights a browser would lay out: 40 px closed, 200 px open. */
function layOut(details: HTMLDetailsElement): void {
  Object.defineProperty(details, 'offsetHeight', { configurable: true, get: () => (details.open ? 200 : 40) });
}

test('a summary click opens and closes a marked <details> and keeps data-collapsed in step', () => {
  const details = content(MARKED).querySelector('details')!;
  const summary = details.querySelector('summary')!;
  assert.not.ok(fire(summary, 'click'), 'the native toggle is replaced by ours');
  assert.ok(details.open);
  assert.is(details.getAttribute('data-collapsed'), 'false');
  fire(summary, 'click');
  assert.not.ok(details.open);
  assert.is(details.getAttribute('data-collapsed'), 'true');
});

test('the height slides between the closed and open heights; closing keeps the content until the end', () => {
  const details = content(MARKED).querySelector('details')!;
  layOut(details);
  fire(details.querySelector('summary')!, 'click');
  assert.is(details.style.height, '200px');
  assert.match(details.style.transition, /^height \d+ms/);
  fire(details, 'transitionend', { propertyName: 'height' });
  assert.is(details.style.height, '', 'no height of ours stays once open');
  assert.ok(details.open);
  fire(details.querySelector('summary')!, 'click');
  assert.is(details.style.height, '40px');
  assert.ok(details.open, 'still open while it closes');
  assert.is(details.getAttribute('data-collapsed'), 'true');
  fire(details, 'transitionend', { propertyName: 'opacity' });
  assert.ok(details.open, 'another property ending is not the end');
  fire(details, 'transitionend', { propertyName: 'height' });
  assert.not.ok(details.open);
  assert.is(details.style.overflow, '');
});

test('a click while closing opens it again', () => {
  const details = content(MARKED).querySelector('details')!;
  layOut(details);
  details.open = true;
  const summary = details.querySelector('summary')!;
  fire(summary, 'click');
  assert.is(details.getAttribute('data-collapsed'), 'true');
  fire(summary, 'click');
  assert.is(details.getAttribute('data-collapsed'), 'false');
  fire(details, 'transitionend', { propertyName: 'height' });
  assert.ok(details.open);
});

test('a link in the summary, an unmarked <details> and one outside the content are left to the browser', () => {
  const container = content(`${MARKED}<details><summary>Plain</summary>x</details>`);
  const outside = document.body.appendChild(document.createElement('div'));
  outside.innerHTML = MARKED;
  const [marked, plain] = container.querySelectorAll('details');
  assert.ok(fire(marked.querySelector('a')!, 'click'), 'the link is followed, not cancelled');
  assert.ok(fire(plain.querySelector('summary')!, 'click'));
  assert.ok(fire(outside.querySelector('summary')!, 'click'));
});

test('opened another way (find in page), data-collapsed follows the element', () => {
  const details = content(MARKED).querySelector('details')!;
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
  assert.is(details.getAttribute('data-collapsed'), 'false');
});

test('once removed, clicks are the browser\'s again', () => {
  const details = content(MARKED).querySelector('details')!;
  remove();
  assert.ok(fire(details.querySelector('summary')!, 'click'));
});

test.run();
