import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { catchEarlyKeys } from '../../../../theme/Search/early-keys';
import { useDomSuite } from '../../../helpers/dom';

const early = suite('catchEarlyKeys');
useDomSuite(early);

const key = (init: KeyboardEventInit): KeyboardEvent => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

early('holds printable keys and Backspace until stopped, and keeps them from the page', () => {
  let reached = 0;
  const onPage = () => reached++;
  document.body.addEventListener('keydown', onPage);
  const caught = catchEarlyKeys();
  const first = key({ key: 'm' });
  key({ key: 'x' });
  key({ key: 'Backspace' });
  key({ key: 'e' });
  key({ key: ' ' });
  key({ key: 'é' });
  assert.ok(first.defaultPrevented, 'the key does nothing on the page');
  assert.is(reached, 0, 'page listeners saw none of them');
  assert.is(caught.stop(), 'me é');
  key({ key: 'z' });
  assert.is(reached, 1, 'after stop keys reach the page again');
  document.body.removeEventListener('keydown', onPage);
});

early('lets shortcuts with a modifier and non-text keys through', () => {
  const caught = catchEarlyKeys();
  const withCtrl = key({ key: 'k', ctrlKey: true });
  const withMeta = key({ key: 'c', metaKey: true });
  const enter = key({ key: 'Enter' });
  const arrow = key({ key: 'ArrowDown' });
  assert.is([withCtrl, withMeta, enter, arrow].some((event) => event.defaultPrevented), false);
  assert.is(caught.stop(), '');
});

early.run();
