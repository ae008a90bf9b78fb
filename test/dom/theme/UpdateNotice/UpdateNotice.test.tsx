/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { UpdateNotice } from '../../../../theme/UpdateNotice/UpdateNotice';
import { SiteContext } from '../../../../runtime/context';
import { createSiteData } from '../../../helpers/fixtures';
import { connectServiceWorker } from '../../../../runtime/sw-client';

const notice = suite('update notice');
useDomSuite(notice);

/** A stand-in service worker container: one active controller, one new worker waiting. */
function fakeWindow() {
  const posted: { to: string; message: unknown }[] = [];
  const worker = (name: string) => ({ postMessage: (message: unknown) => posted.push({ to: name, message }), addEventListener() {} });
  const listeners = new Map<string, () => void>();
  const registration = { waiting: worker('new'), installing: null, addEventListener() {}, update: async () => undefined };
  const container = {
    controller: worker('old'),
    ready: Promise.resolve(registration),
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
  };
  let reloads = 0;
  const win = {
    navigator: { serviceWorker: container },
    location: { reload: () => { reloads++; } },
    addEventListener() {},
    document: { addEventListener() {}, visibilityState: 'visible' },
  } as unknown as Window;
  return { win, posted, fireControllerChange: () => listeners.get('controllerchange')!(), reloads: () => reloads };
}

notice('a waiting build shows a status with a Reload button; Reload activates it and reloads once it controls the page', async () => {
  const { container } = render(<SiteContext.Provider value={createSiteData()}><UpdateNotice /></SiteContext.Provider>);
  const status = container.querySelector('[role="status"]')!;
  assert.ok(status, 'the live region is there before any update');
  assert.is(status.textContent, '');

  const fake = fakeWindow();
  connectServiceWorker('build-1', fake.win);
  assert.equal(fake.posted, [{ to: 'old', message: { type: 'opdocs:hello', buildId: 'build-1' } }], 'the page tells the worker its build');
  await act(async () => { await Promise.resolve(); });

  const button = status.querySelector('button')!;
  assert.ok(button, 'Reload is offered');
  assert.is(button.textContent, 'Reload');
  assert.match(status.textContent!, 'A new version of this site is available.');

  fire(button, 'click');
  assert.equal(fake.posted.at(-1), { to: 'new', message: { type: 'opdocs:skip-waiting' } });
  assert.is(fake.reloads(), 0, 'no reload before the new worker takes over');
  fake.fireControllerChange();
  assert.is(fake.reloads(), 1);
});

notice.run();
