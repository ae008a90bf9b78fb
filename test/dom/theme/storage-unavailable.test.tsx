/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureConsole, fire, render, useDomSuite } from '../../helpers/dom';
import { createSiteData, createTestStore } from '../../helpers/fixtures';
import { App } from '../../../theme/App';

const blocked = suite('without browser storage');
// A fresh window whose storage throws, as in a sandboxed iframe or strict privacy mode.
useDomSuite(blocked, (win) => {
  Object.defineProperty(win, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
});

blocked('the site still renders and the colour toggle works, with a single warning', async () => {
  const site = {
    ...createSiteData(),
    announcementBar: { id: 'bar', content: 'News', isCloseable: true },
  };
  const { warnings, errors } = await captureConsole(() => {
    render(<App site={site} store={createTestStore()} />);
    const toggle = document.querySelector<HTMLButtonElement>('.navbar .color-mode-toggle__button')!;
    fire(toggle, 'click');
    assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
    fire(document.querySelector('.announcement-bar button[aria-label="Close"]')!, 'click');
    assert.is(document.querySelector('.announcement-bar'), null);
  });
  assert.is(warnings.length, 1, 'one warning');
  assert.match(String(warnings[0][0]), /storage is not available/);
  assert.equal(errors, []);
});

blocked.run();
