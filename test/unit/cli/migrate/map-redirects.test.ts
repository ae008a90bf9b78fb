/**
 * The client-redirects plugin's list carries over; a "from" of a list that is no path is named
 * under "Not carried over" instead of vanishing from the redirect.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapRedirects } from '../../../../cli/migrate/map-redirects';

function migrate(redirects: unknown[]) {
  const out: Record<string, unknown> = {};
  const notes: { key: string; what: string }[] = [];
  mapRedirects({ redirects }, 'plugins: client-redirects', out, (key, what) => notes.push({ key, what }));
  return { redirects: out.redirects, notes };
}

test('from entries that are not paths are left out with a note naming them; the paths still redirect', () => {
  const { redirects, notes } = migrate([{ from: ['/old', 'older', 5], to: '/new' }]);
  assert.equal(redirects, [{ from: '/old', to: '/new' }]);
  assert.equal(notes, [{ key: 'plugins: client-redirects.redirects[0].from', what: '"older", 5: not carried over, as a "from" must be a path starting with "/"' }]);
});

test('a list of paths carries over whole, without a note', () => {
  assert.equal(migrate([{ from: ['/a', '/b'], to: '/c#x' }]), { redirects: [{ from: ['/a', '/b'], to: '/c#x' }], notes: [] });
});

test.run();
