/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import type { DocRoute } from '../../../../runtime/types';
import { DocFooter } from '../../../../theme/DocFooter/DocFooter';

const Footer = suite('doc footer: edit link and last update');
useDomSuite(Footer);

function renderFooter(patch: Partial<DocRoute>) {
  const route = { ...createDocRoute(), tags: [], editUrl: null, ...patch } as DocRoute;
  render(<OpdocsProviders site={createSiteData()} store={createTestStore(route)}><DocFooter route={route} /></OpdocsProviders>);
  return document.querySelector('footer.theme-doc-footer');
}

Footer('shows the date (UTC, in the site language) and the author of the last update', () => {
  const footer = renderFooter({ lastUpdate: { at: Date.parse('2026-04-02T23:30:00Z'), by: 'Grace Hopper' }, editUrl: 'https://example.org/edit/intro.md' });
  const updated = footer!.querySelector('.theme-last-updated')!;
  assert.is(updated.textContent, 'Last updated on Apr 2, 2026 by Grace Hopper');
  assert.is(updated.querySelector('time')!.getAttribute('datetime'), '2026-04-02T23:30:00.000Z');
  assert.is(footer!.querySelector('a.theme-edit-this-page')!.textContent, 'Edit this page');
});

Footer('shows either part alone', () => {
  assert.is(renderFooter({ lastUpdate: { by: 'Ada' } })!.querySelector('.theme-last-updated')!.textContent, 'Last updated by Ada');
  document.body.innerHTML = '';
  assert.is(renderFooter({ lastUpdate: { at: Date.parse('2026-01-05T00:00:00Z') } })!.querySelector('.theme-last-updated')!.textContent, 'Last updated on Jan 5, 2026');
});

Footer('nothing at all without tags, edit link or last update', () => {
  assert.is(renderFooter({ lastUpdate: {} }), null);
});

Footer.run();
