/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createContext, useContext, type ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { composeProviders, createStorageSlot, ReactContextError } from '../../../../theme/compat/theme-common';

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
