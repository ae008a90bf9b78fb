/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, createContext, useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, useDomSuite } from '../../../helpers/dom';
import { composeProviders, createStorageSlot, ReactContextError, useStorageSlot } from '../../../../theme/compat/theme-common';

const Helpers = suite("theme-common's storage slot, ReactContextError and composeProviders, as a site's own provider uses them");
useDomSuite(Helpers);

Helpers('a storage slot keeps a value in localStorage, tells listeners in this window, and forgets it on del', () => {
  const slot = createStorageSlot('sails-dev-mode');
  const seen: (string | null)[] = [];
  const stop = slot.listen((e) => seen.push(e.newValue));
  slot.set('crew');
  assert.is(slot.get(), 'crew');
  assert.is(window.localStorage.getItem('sails-dev-mode'), 'crew');
  slot.del();
  assert.is(slot.get(), null);
  stop();
  slot.set('after');
  assert.equal(seen, ['crew', null], 'the listener saw the set and the delete, not what came after it stopped');
  slot.del();
});

Helpers("a slot with persistence 'none' keeps nothing", () => {
  const slot = createStorageSlot('sails-none', { persistence: 'none' });
  slot.set('x');
  assert.is(slot.get(), null);
  assert.is(window.localStorage.getItem('sails-none'), null);
});

function ConsentBanner() {
  const [value, slot] = useStorageSlot('sails-consent');
  return value === null ? <button onClick={() => slot.set('yes')}>Accept</button> : <p id="kept">{value}</p>;
}

Helpers('useStorageSlot reads nothing while server rendering, so a Root that asks for consent renders its banner', () => {
  window.localStorage.setItem('sails-consent', 'yes');
  assert.match(renderToString(<ConsentBanner />), 'Accept');
  window.localStorage.removeItem('sails-consent');
});

Helpers('useStorageSlot gives the stored value in the browser and follows the slot when it changes', () => {
  window.localStorage.setItem('sails-consent', 'earlier');
  const { container } = render(<ConsentBanner />);
  assert.is(container.querySelector('#kept')?.textContent, 'earlier');
  act(() => createStorageSlot('sails-consent').del());
  const button = container.querySelector('button');
  assert.is(button?.textContent, 'Accept', container.innerHTML);
  act(() => button!.click());
  assert.is(container.querySelector('#kept')?.textContent, 'yes');
  assert.is(window.localStorage.getItem('sails-consent'), 'yes');
  window.localStorage.removeItem('sails-consent');
});

Helpers('ReactContextError names the provider to add, and is an Error', () => {
  const err = new ReactContextError('DevModeProvider', 'Wrap the layout in it.');
  assert.instance(err, Error);
  assert.is(err.name, 'ReactContextError');
  assert.match(err.message, '<DevModeProvider>');
  assert.match(err.message, 'Wrap the layout in it.');
});

Helpers('composeProviders nests the providers, the first outermost, around the children', () => {
  const Sea = createContext('none');
  const SeaProvider = ({ children }: { children: ReactNode }) => <Sea.Provider value="calm"><section id="outer">{children}</section></Sea.Provider>;
  const Inner = ({ children }: { children: ReactNode }) => <div id="inner">{children}</div>;
  function Reading() {
    return <p id="sea">{useContext(Sea)}</p>;
  }
  const Both = composeProviders([SeaProvider, Inner]);
  const { container } = render(<Both><Reading /></Both>);
  assert.ok(container.querySelector('section#outer > div#inner > p#sea'), container.innerHTML);
  assert.is(container.querySelector('#sea')?.textContent, 'calm');
});

Helpers.run();
