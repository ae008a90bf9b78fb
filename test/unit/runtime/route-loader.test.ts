import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRouteLoader } from '../../../runtime/route-loader';
import type { RouteData } from '../../../runtime/types';

const route = (path: string, deps: string[] = [], page = 'doc') =>
  ({ kind: 'page', path, page, deps, head: { title: path, canonical: path, meta: [], htmlClassName: '' } }) as unknown as RouteData;

function setup(files: Record<string, unknown>) {
  const requests: string[] = [];
  const fetchJson = async (url: string) => {
    requests.push(url);
    if (!(url in files)) throw new Error(`404 ${url}`);
    return files[url];
  };
  const Page = () => null;
  const loader = createRouteLoader({ pages: { doc: async () => ({ default: Page }) }, chunks: {}, fetchJson });
  return { loader, requests, Page };
}

test('loads a route: its data JSON, page component and deps', async () => {
  const { loader, Page } = setup({
    '/base/docs/a/__data.json': route('/base/docs/a', ['/base/sidebar.json']),
    '/base/sidebar.json': [{ type: 'link' }],
  });
  const loaded = await loader.loadRoute('/base/docs/a');
  assert.is(loaded.route.path, '/base/docs/a');
  assert.is(loaded.Page, Page);
  assert.equal(loaded.deps, { '/base/sidebar.json': [{ type: 'link' }] });
});

test('fetches route data and shared deps only once', async () => {
  const { loader, requests } = setup({
    '/base/docs/a/__data.json': route('/base/docs/a', ['/base/sidebar.json']),
    '/base/docs/b/__data.json': route('/base/docs/b', ['/base/sidebar.json']),
    '/base/sidebar.json': [],
  });
  await loader.loadRoute('/base/docs/a');
  await loader.loadRoute('/base/docs/a');
  await loader.loadRoute('/base/docs/b');
  assert.equal(requests, ['/base/docs/a/__data.json', '/base/sidebar.json', '/base/docs/b/__data.json']);
});

test('forgets a failed request so a later load can retry', async () => {
  const files: Record<string, unknown> = {};
  const { loader, requests } = setup(files);
  await loader.loadRoute('/base/x').then(() => assert.unreachable('should fail'), () => {});
  files['/base/x/__data.json'] = route('/base/x');
  const loaded = await loader.loadRoute('/base/x');
  assert.is(loaded.route.path, '/base/x');
  assert.is(requests.length, 2);
});

test('fails naming the page key when no component is registered for it', async () => {
  const { loader } = setup({ '/base/y/__data.json': route('/base/y', [], 'react:missing') });
  try {
    await loader.loadRoute('/base/y');
    assert.unreachable('should fail');
  } catch (error) {
    assert.match(String(error), 'no page component is registered for "react:missing"');
  }
});

test('invalidate forgets route data but keeps shared files, which are named by their content', async () => {
  const files: Record<string, unknown> = {
    '/base/docs/a/__data.json': route('/base/docs/a', ['/base/sidebar-1a2b.json']),
    '/base/sidebar-1a2b.json': [],
  };
  const { loader, requests } = setup(files);
  await loader.loadRoute('/base/docs/a');
  files['/base/docs/a/__data.json'] = { ...route('/base/docs/a', ['/base/sidebar-3c4d.json']), head: { title: 'edited' } };
  files['/base/sidebar-3c4d.json'] = [{ type: 'link' }];
  loader.invalidate();
  const sameSidebar = await loader.loadRoute('/base/docs/a');
  assert.equal(sameSidebar.deps, { '/base/sidebar-3c4d.json': [{ type: 'link' }] });
  assert.equal((sameSidebar.route.head as { title: string }).title, 'edited');
  files['/base/docs/a/__data.json'] = route('/base/docs/a', ['/base/sidebar-1a2b.json']);
  loader.invalidate();
  await loader.loadRoute('/base/docs/a');
  assert.equal(requests, [
    '/base/docs/a/__data.json', '/base/sidebar-1a2b.json',
    '/base/docs/a/__data.json', '/base/sidebar-3c4d.json',
    '/base/docs/a/__data.json',
  ]);
});

test('uses seeded data without a request', async () => {
  const { loader, requests } = setup({});
  loader.seed('/base/', route('/base/'));
  const loaded = await loader.loadRoute('/base/');
  assert.is(loaded.route.path, '/base/');
  assert.equal(requests, []);
});

test.run();
