import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { versionedLink as linkIn } from '../../../../theme/Navbar/versioned-link';
import type { DocsData, NavLinkItem, RouteData, VersionData } from '../../../../runtime/types';

const VERSIONS: VersionData[] = [
  { name: 'current', label: 'Next', path: '/docs/next', mainDocPath: '/docs/next/a', isLast: false },
  { name: '2.0', label: '2.0', path: '/docs', mainDocPath: '/docs/a', isLast: true },
  { name: '1.0', label: '1.0', path: '/docs/1.0', mainDocPath: '/docs/1.0/a', isLast: false },
];
const item = (extra: Partial<NavLinkItem> = {}): NavLinkItem => ({
  kind: 'link', label: 'Setup', href: '/docs/setup', external: false, position: 'left', source: 'navbar.items[0]',
  versionHrefs: { current: '/docs/next/setup', '2.0': '/docs/setup', '1.0': '/docs/1.0/setup' }, ...extra,
});
const docIn = (name: string, pluginId?: string) => ({ kind: 'doc', version: { name, label: name, badge: false, banner: null, ...(pluginId ? { pluginId } : {}) } }) as unknown as RouteData;
const page = { kind: 'page' } as unknown as RouteData;
/** The item's own docs (those its pluginId names), with VERSIONS. */
const versionedLink = (it: NavLinkItem, route: RouteData, preferred: string | null, versions: VersionData[]) => {
  const docs: DocsData = { pluginId: it.pluginId ?? 'default', versions, versionPersistence: 'localStorage' };
  return linkIn(it, route, preferred, docs);
};

const Versioned = suite('navbar links into versioned docs');

Versioned('the version on screen comes first, then the preferred one, then the latest', () => {
  assert.is(versionedLink(item(), docIn('1.0'), 'current', VERSIONS).href, '/docs/1.0/setup');
  assert.is(versionedLink(item(), page, 'current', VERSIONS).href, '/docs/next/setup');
  assert.is(versionedLink(item(), page, null, VERSIONS).href, '/docs/setup');
});

Versioned('a version without the target is passed over for the next candidate', () => {
  const only2 = item({ versionHrefs: { '2.0': '/docs/setup', current: '/docs/next/setup' } });
  assert.is(versionedLink(only2, docIn('1.0'), 'current', VERSIONS).href, '/docs/next/setup');
  assert.is(versionedLink(only2, docIn('1.0'), null, VERSIONS).href, '/docs/setup');
  assert.is(versionedLink(item({ versionHrefs: {} }), docIn('1.0'), null, VERSIONS).href, '/docs/setup', 'nothing found: the built link');
});

Versioned('a doc of other docs does not decide: only the item\'s own docs\' version counts', () => {
  assert.is(versionedLink(item(), docIn('1.0', 'api'), null, VERSIONS).href, '/docs/setup');
  assert.is(versionedLink(item({ pluginId: 'api' }), docIn('1.0', 'api'), null, VERSIONS).href, '/docs/1.0/setup');
});

Versioned('a docsVersion item without its own label names the version it leads to; others keep theirs', () => {
  assert.is(versionedLink(item({ label: '2.0', versionLabel: true }), docIn('current'), null, VERSIONS).label, 'Next');
  assert.is(versionedLink(item(), docIn('current'), null, VERSIONS).label, 'Setup');
  const plain = item({ versionHrefs: undefined });
  assert.is(versionedLink(plain, docIn('1.0'), null, VERSIONS), plain, 'unversioned items are returned as they are');
});

Versioned.run();
