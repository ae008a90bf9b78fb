/** @jsxRuntime automatic @jsxImportSource react */
/**
 * navbar.hideOnScroll reads the address's #fragment to spot a jump to an anchor: a fragment
 * with a malformed escape (#%zz) must leave the page standing, not throw from the effect.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import type { PageProps } from '../../../../runtime/types';
import { App } from '../../../../theme/App';

const hideable = suite('useHideableNavbar');
useDomSuite(hideable);

function Page(_props: PageProps) {
  return <main><h2 id="%zz">Odd</h2><p>Body text</p></main>;
}

hideable('a hash with a malformed percent escape renders the page and treats the raw text as the id', () => {
  const site = createSiteData();
  const route = createDocRoute();
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  try {
    render(<App site={{ ...site, navbar: { ...site.navbar, hideOnScroll: true } }} store={createTestStore(route, Page, { hash: '#%zz' })} />);
  } finally {
    window.removeEventListener('error', onError);
  }
  assert.equal(errors, []);
  assert.is(document.querySelector('main p')?.textContent, 'Body text');
  // The jump to #%zz found its heading: the navbar hides, as for any anchor jump.
  assert.ok(document.querySelector('nav.navbar')!.classList.contains('navbar--hidden'));
});

hideable.run();
