/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import type { SiteData } from '../../../../runtime/types';
import SearchBar from '../../../../theme/compat/SearchBar';
import { SearchButton } from '../../../../theme/Search/SearchButton';
import { createSearchSite, press, waitFor } from '../Search/search-env';

const Bar = suite('@theme/SearchBar: a second search button on the page');
useDomSuite(Bar);

function renderWith(site: SiteData, navbar: boolean) {
  const store = createTestStore(createDocRoute(), undefined, { pathname: '/base/' });
  return render(
    <OpdocsProviders site={site} store={store}>
      {navbar && <div id="navbar"><SearchButton /></div>}
      <div id="hero"><SearchBar /></div>
    </OpdocsProviders>,
  );
}

const modals = () => document.querySelectorAll('.DocSearch-Modal').length;
/** Lets the modal's dynamic import settle, whether or not a modal is on its way. */
const settle = () => act(() => import('../../../../theme/Search/SearchModal').then(() => new Promise<void>((r) => setTimeout(r, 20))));

Bar('renders the search button, which opens the modal on click', async () => {
  renderWith(createSearchSite(), false);
  const button = document.querySelector<HTMLButtonElement>('#hero button.DocSearch-Button');
  assert.ok(button, 'a search button in the hero');
  assert.is(button!.getAttribute('aria-label'), 'Search (Ctrl+K)');
  await act(async () => button!.click());
  await waitFor(() => modals() === 1, 'the modal');
});

Bar('Ctrl+K with the navbar\'s button beside it opens one modal, not two', async () => {
  renderWith(createSearchSite(), true);
  press(window, 'k', { ctrlKey: true });
  await waitFor(() => modals() === 1, 'the modal');
  await settle();
  assert.is(modals(), 1);
});

Bar('renders nothing when the site has no search', () => {
  renderWith(createSiteData(), false);
  assert.is(document.querySelector('#hero')!.innerHTML, '');
});

Bar.run();
