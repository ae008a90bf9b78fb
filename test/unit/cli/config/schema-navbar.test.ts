import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { navbarItem } from '../../../../cli/config/schema-navbar.ts';

type Link = { rel?: string; target?: string };

test('a link\'s rel or target of null (Docusaurus spreads it onto the anchor) is none, not the default, inside a dropdown too', () => {
  const link = navbarItem.parse({ href: 'https://forum.example.org', label: 'Forum', rel: null, target: null }) as Link;
  assert.equal([link.rel, link.target], ['', '']);
  const menu = navbarItem.parse({ type: 'dropdown', label: 'Community', items: [{ href: 'https://forum.example.org', label: 'Forum', target: '_blank', rel: null }] }) as { items: Link[] };
  assert.equal([menu.items[0].rel, menu.items[0].target], ['', '_blank']);
  const plain = navbarItem.parse({ href: 'https://forum.example.org', label: 'Forum' }) as Link;
  assert.equal([plain.rel, plain.target], [undefined, undefined]);
});

test.run();
