import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { onRouteDidUpdate } from '../../../runtime/gtag-page-views';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

/** A window whose gtag records its calls. */
function page(title: string, href: string) {
  const calls: unknown[][] = [];
  const win = { gtag: (...args: unknown[]) => void calls.push(args), document: { title }, location: { href } } as unknown as Window & { gtag: (...a: unknown[]) => void };
  return { win, calls };
}

test('a client navigation to another page sends its path and a page view with its title and address', () => {
  const { win, calls } = page('Lid | Kettle', 'https://kettle.example/docs/lid?v=2#fit');
  onRouteDidUpdate({ location: at('/docs/lid', '?v=2', '#fit'), previousLocation: at('/docs/intro') }, win);
  assert.equal(calls, [
    ['set', 'page_path', '/docs/lid?v=2#fit'],
    ['event', 'page_view', { page_title: 'Lid | Kettle', page_location: 'https://kettle.example/docs/lid?v=2#fit', page_path: '/docs/lid?v=2#fit' }],
  ]);
});

test('the first page (counted by gtag.js itself) and a move to an anchor of the same page send nothing', () => {
  const { win, calls } = page('Lid', 'https://kettle.example/docs/lid#fit');
  onRouteDidUpdate({ location: at('/docs/lid'), previousLocation: null }, win);
  onRouteDidUpdate({ location: at('/docs/lid', '', '#fit'), previousLocation: at('/docs/lid') }, win);
  assert.equal(calls, []);
});

test('without gtag.js on the page (blocked, or not loaded) a navigation does not throw', () => {
  const win = { document: { title: 'x' }, location: { href: 'x' } } as unknown as Window;
  assert.not.throws(() => onRouteDidUpdate({ location: at('/b'), previousLocation: at('/a') }, win));
});

test.run();
