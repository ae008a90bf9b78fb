/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import { SearchButton } from '../../../../theme/Search/SearchButton';
import { createSearchSite } from './search-env';

const keys = suite('SearchButton key hints');
useDomSuite(keys);

function mount(platform: string) {
  Object.defineProperty(navigator, 'platform', { value: platform, configurable: true });
  const store = createTestStore(createDocRoute(), undefined, { pathname: '/base/' });
  render(
    <OpdocsProviders site={createSearchSite()} store={store}>
      <SearchButton opensOnKeys={false} />
    </OpdocsProviders>,
  );
}

/** For each hint: its key face and whether it shows as held down. */
const hints = () => [...document.querySelectorAll('kbd.DocSearch-Button-Key')]
  .map((kbd) => `${kbd.getAttribute('data-key')}${kbd.classList.contains('DocSearch-Button-Key--pressed') ? ' pressed' : ''}`);

keys('Control and K are shown held while held, elsewhere than on Apple platforms', () => {
  mount('Linux x86_64');
  assert.equal(hints(), ['⌃', 'K']);
  fire(window, 'keydown', { key: 'Meta' });
  assert.equal(hints(), ['⌃', 'K'], 'Meta is not this platform\'s modifier');
  fire(window, 'keydown', { key: 'Control', ctrlKey: true });
  assert.equal(hints(), ['⌃ pressed', 'K']);
  fire(window, 'keydown', { key: 'k', ctrlKey: true });
  assert.equal(hints(), ['⌃ pressed', 'K pressed']);
  fire(window, 'keyup', { key: 'k', ctrlKey: true });
  assert.equal(hints(), ['⌃ pressed', 'K']);
  fire(window, 'keyup', { key: 'Control' });
  assert.equal(hints(), ['⌃', 'K']);
});

keys('on Apple platforms Meta is the modifier, and releasing it clears both hints', () => {
  mount('MacIntel');
  assert.equal(hints(), ['⌘', 'K']);
  fire(window, 'keydown', { key: 'Control', ctrlKey: true });
  assert.equal(hints(), ['⌘', 'K'], 'Control is not this platform\'s modifier');
  fire(window, 'keyup', { key: 'Control' });
  fire(window, 'keydown', { key: 'Meta', metaKey: true });
  fire(window, 'keydown', { key: 'K', metaKey: true, shiftKey: true });
  assert.equal(hints(), ['⌘ pressed', 'K pressed']);
  // No keyup for K arrives while Meta is held.
  fire(window, 'keyup', { key: 'Meta' });
  assert.equal(hints(), ['⌘', 'K']);
});

keys('leaving the window clears held hints (their keyup goes elsewhere)', () => {
  mount('Linux x86_64');
  fire(window, 'keydown', { key: 'Control', ctrlKey: true });
  fire(window, 'keydown', { key: 'k', ctrlKey: true });
  act(() => {
    window.dispatchEvent(new window.Event('blur'));
  });
  assert.equal(hints(), ['⌃', 'K']);
});

keys.run();
