/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureConsole, fire, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import {
  createNavbarItemError,
  createUnknownNavbarItemError,
  getErrorMessage,
} from '../../../../theme/ErrorBoundary/error-messages';
import { LoadingError } from '../../../../theme/ErrorBoundary/LoadingError';
import type { NavItem } from '../../../../runtime/types';


const boundary = suite('error boundaries');
useDomSuite(boundary);

let shouldThrow = true;
function FlakyPage() {
  if (shouldThrow) throw new Error('Sidebar data is missing', { cause: new Error('HTTP 404') });
  return <main data-testid="page">Recovered</main>;
}

boundary('a crashing page shows "This page crashed." inside the layout, and "Try again" renders it again', async () => {
  shouldThrow = true;
  document.title = 'FAQ | TyKO';
  await captureConsole(() => {
    render(<App site={createSiteData()} store={createTestStore(createDocRoute(), FlakyPage)} />);
  });
  assert.ok(document.querySelector('nav.navbar'), 'the navbar is still there');
  const main = document.querySelector('#__docusaurus_skipToContent_fallback main')!;
  assert.is(main.querySelector('h1')!.textContent, 'This page crashed.');
  assert.ok(main.querySelector('hr'));
  assert.is(main.querySelector('.error-page__message')!.textContent, 'Sidebar data is missing\n\nCause:\nHTTP 404');
  assert.is(document.title, 'Page Error');
  const retry = main.querySelector<HTMLButtonElement>('button.button.button--primary.shadow--lw')!;
  assert.is(retry.textContent, 'Try again');
  shouldThrow = false;
  fire(retry, 'click');
  assert.is(document.querySelector('[data-testid="page"]')!.textContent, 'Recovered');
  assert.is(document.title, 'FAQ | TyKO', 'the page title comes back');
});

boundary('a broken navbar item crashes the whole layout and names the item', async () => {
  const site = createSiteData();
  const bogus = { kind: 'bogus', position: 'left', source: 'navbar.items[3]' } as unknown as NavItem;
  await captureConsole(() => {
    render(<App site={{ ...site, navbar: { ...site.navbar, items: [bogus] } }} store={createTestStore()} />);
  });
  assert.is(document.querySelector('nav.navbar'), null, 'falls back to a page without layout');
  assert.is(document.querySelector('h1')!.textContent, 'This page crashed.');
  const message = document.querySelector('.error-page__message')!.textContent!;
  assert.ok(message.startsWith('A theme navbar item failed to render.\nPlease double-check the following navbar item (navbar.items) of your site.config.json:\n{'));
  assert.ok(message.includes('"source": "navbar.items[3]"'));
  assert.ok(message.endsWith('\n\nCause:\nNo NavbarItem component found for type "bogus".'));
  assert.is(document.title, 'Page Error');
});

boundary('error texts match the spec wording', () => {
  assert.is(createUnknownNavbarItemError('html').message, 'No NavbarItem component found for type "html".');
  const item = { kind: 'link', label: 'Docs' };
  const error = createNavbarItemError(item, new Error('boom'));
  assert.is(
    error.message,
    'A theme navbar item failed to render.\nPlease double-check the following navbar item (navbar.items) of your site.config.json:\n' +
      JSON.stringify(item, null, 2),
  );
  assert.is((error.cause as Error).message, 'boom');
  assert.is(getErrorMessage('plain string'), 'plain string');
});

boundary('a page that failed to load shows the error and a Retry button', () => {
  let retried = 0;
  render(<LoadingError error={new Error('Loading chunk doc failed')} retry={() => retried++} />);
  assert.is(document.querySelector('[role="alert"] p')!.textContent, 'Loading chunk doc failed');
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!;
  fire(button, 'click');
  assert.is(retried, 1);
});

boundary.run();
