import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createScrollMemory, decideScroll } from '../../../runtime/scroll';

const loc = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const decide = suite('decideScroll');

decide('does nothing on the first load, leaving the browser default', () => {
  assert.equal(decideScroll({ previous: null, next: loc('/base/docs/a', '', '#x') }), { kind: 'none' });
});

decide('keeps scroll when only the query string changes', () => {
  const action = decideScroll({ previous: loc('/base/docs/a', '?tab=1', '#h'), next: loc('/base/docs/a', '?tab=2', '#h') });
  assert.equal(action, { kind: 'none' });
});

decide('scrolls to the decoded hash target', () => {
  const action = decideScroll({ previous: loc('/base/docs/a'), next: loc('/base/docs/b', '', '#caf%C3%A9-setup') });
  assert.equal(action, { kind: 'hash', id: 'café-setup' });
});

decide('keeps an undecodable hash as written', () => {
  assert.equal(decideScroll({ previous: loc('/a'), next: loc('/b', '', '#100%') }), { kind: 'hash', id: '100%' });
});

decide('scrolls to the top when the new location has no hash', () => {
  assert.equal(decideScroll({ previous: loc('/base/docs/a'), next: loc('/base/docs/b') }), { kind: 'top' });
  assert.equal(decideScroll({ previous: loc('/base/docs/a', '', '#x'), next: loc('/base/docs/a', '?q=1') }), { kind: 'top' });
});

decide('restores the saved position of a history entry on back/forward', () => {
  const action = decideScroll({ previous: loc('/a'), next: loc('/b', '', '#x'), saved: { x: 0, y: 420 } });
  assert.equal(action, { kind: 'restore', x: 0, y: 420 });
});

decide.run();

const memory = suite('createScrollMemory');

memory('returns the last position saved for a key and null for unknown keys', () => {
  const m = createScrollMemory();
  m.save('k1', 0, 10);
  m.save('k1', 0, 30);
  assert.equal(m.take('k1'), { x: 0, y: 30 });
  assert.is(m.take('nope'), null);
});

memory.run();
