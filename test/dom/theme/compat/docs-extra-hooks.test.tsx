/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Two hooks ejected DocCard and DocBreadcrumbs/StructuredData components use: the card's
 * "N items" line (`@docusaurus/theme-common/internal`) and the crumbs as schema.org JSON-LD
 * (`@docusaurus/plugin-content-docs/client`).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { useDocCardDescriptionCategoryItemsPlural } from '../../../../theme/compat/theme-common-internal';
import { useBreadcrumbsStructuredData } from '../../../../theme/compat/docs-client';

const Hooks = suite('useDocCardDescriptionCategoryItemsPlural and useBreadcrumbsStructuredData');
useDomSuite(Hooks);

const mount = (Page: () => ReactNode) => render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);

Hooks('the card line counts items in the site\'s language, one item singular', () => {
  function Probe(): ReactNode {
    const plural = useDocCardDescriptionCategoryItemsPlural();
    return <p id="probe">{[0, 1, 3].map(plural).join(' / ')}</p>;
  }
  mount(Probe);
  assert.is(document.getElementById('probe')!.textContent, '0 items / 1 item / 3 items');
});

Hooks('the crumbs become a BreadcrumbList, site paths made absolute and crumbs without a link left unlinked', () => {
  let data: Record<string, unknown> = {};
  function Probe(): ReactNode {
    data = useBreadcrumbsStructuredData({ breadcrumbs: [{ label: 'Guide', href: '/base/docs/guide' }, { label: 'Eggs' }, { label: 'Elsewhere', href: 'https://other.example/x' }] });
    return null;
  }
  mount(Probe);
  const url = createSiteData().url;
  assert.equal(data, {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Guide', item: `${url}/base/docs/guide` },
      { '@type': 'ListItem', position: 2, name: 'Eggs' },
      { '@type': 'ListItem', position: 3, name: 'Elsewhere', item: 'https://other.example/x' },
    ],
  });
});

Hooks.run();
