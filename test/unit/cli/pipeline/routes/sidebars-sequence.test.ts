/** Which sidebar rows are steps of a doc's previous/next links (behaviors §9.6). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexSidebar } from '../../../../../cli/pipeline/routes/sidebars';
import type { SidebarItem } from '../../../../../runtime/types';

const docLink = (id: string): SidebarItem => ({ type: 'link', label: id, href: `/docs/${id}`, docId: id });

test('a plain link between two docs is no step of prev/next, so "Next" never leaves the docs for a javascript: or outside URL', () => {
  const items: SidebarItem[] = [
    docLink('intro'),
    { type: 'link', label: 'Evil', href: 'javascript:alert(1)' },
    { type: 'link', label: 'Shop', href: 'https://shop.example.com', external: true },
    { type: 'category', label: 'Guides', href: '/docs/category/guides', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Site page', href: '/blog' }, docLink('setup')] },
  ];
  const { sequence } = indexSidebar(items);
  assert.equal(sequence.map((s) => s.link.href), ['/docs/intro', '/docs/category/guides', '/docs/setup']);
});

test.run();
