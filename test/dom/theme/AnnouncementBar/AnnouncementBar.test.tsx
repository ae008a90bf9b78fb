/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToString } from 'react-dom/server';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { AnnouncementBarData } from '../../../../runtime/types';


const bar = suite('AnnouncementBar');
useDomSuite(bar);

function siteWithBar(overrides: Partial<AnnouncementBarData> = {}) {
  return {
    ...createSiteData(),
    announcementBar: { id: 'release-0-3-4', content: 'TyKO <b>0.3.4</b> is out', isCloseable: true, ...overrides },
  };
}

const findBar = () => document.querySelector<HTMLElement>('[role="banner"].announcement-bar');

bar('shows the configured HTML in a banner landmark before the navbar', () => {
  render(<App site={siteWithBar({ backgroundColor: '#fafbfc', textColor: '#091E42' })} store={createTestStore()} />);
  const el = findBar()!;
  assert.ok(el);
  assert.is(el.querySelector('b')!.textContent, '0.3.4');
  assert.is(el.style.backgroundColor !== '', true);
  assert.ok(el.compareDocumentPosition(document.querySelector('nav.navbar')!) & Node.DOCUMENT_POSITION_FOLLOWING);
});

bar('carries Docusaurus\' theme-announcement-bar class, the hook site CSS sizes the bar\'s icons through', () => {
  render(<App site={siteWithBar({ content: 'Join us <a href="https://example.org/chat">on chat <svg viewBox="0 0 4 4"></svg></a>' })} store={createTestStore()} />);
  const el = document.querySelector<HTMLElement>('div.theme-announcement-bar');
  assert.ok(el);
  assert.is(el, findBar());
  assert.ok(el!.querySelector('a svg'));
});

bar('closing it hides it and persists the dismissal', () => {
  const site = siteWithBar();
  const first = render(<App site={site} store={createTestStore()} />);
  fire(findBar()!.querySelector('button[aria-label="Close"]')!, 'click');
  assert.is(findBar(), null);
  assert.is(localStorage.getItem('docusaurus.announcement.dismiss'), 'true');
  assert.is(localStorage.getItem('docusaurus.announcement.id'), 'release-0-3-4');
  first.unmount();
  render(<App site={site} store={createTestStore()} />);
  assert.is(findBar(), null, 'stays closed on the next page load');
});

bar('closing it from the keyboard moves focus to the next control after the bar, not to the page body', () => {
  render(<App site={siteWithBar()} store={createTestStore()} />);
  const close = findBar()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;
  close.focus();
  fire(close, 'click');
  assert.is(findBar(), null);
  const active = document.activeElement as HTMLElement;
  assert.is.not(active, document.body);
  assert.ok(active.closest('nav.navbar'), `focus in the navbar, got ${active.outerHTML.slice(0, 80)}`);
});

bar('shows again when the bar id changes', () => {
  localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  localStorage.setItem('docusaurus.announcement.id', 'release-0-3-3');
  render(<App site={siteWithBar()} store={createTestStore()} />);
  assert.ok(findBar());
  assert.is(localStorage.getItem('docusaurus.announcement.dismiss'), 'false');
  assert.is(localStorage.getItem('docusaurus.announcement.id'), 'release-0-3-4');
  assert.is(document.documentElement.getAttribute('data-announcement-bar-initially-dismissed'), 'false');
});

bar('treats the old misspelt default id as the default id', () => {
  localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  localStorage.setItem('docusaurus.announcement.id', 'annoucement-bar');
  render(<App site={siteWithBar({ id: 'announcement-bar' })} store={createTestStore()} />);
  assert.is(findBar(), null);
});

bar('is always in the server markup, so hiding it is left to CSS and nothing shifts', () => {
  const html = renderToString(<App site={siteWithBar()} store={createTestStore()} />);
  assert.match(html, /class="announcement-bar theme-announcement-bar" role="banner"/);
});

bar('has no close button when not closeable', () => {
  render(<App site={siteWithBar({ isCloseable: false })} store={createTestStore()} />);
  assert.ok(findBar());
  assert.is(findBar()!.querySelector('button'), null);
});

bar('a bar that cannot be closed still records its id, so a later closeable bar of another id is new', () => {
  localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  localStorage.setItem('docusaurus.announcement.id', 'release-0-3-3');
  const first = render(<App site={siteWithBar({ id: 'maintenance', isCloseable: false })} store={createTestStore()} />);
  assert.is(localStorage.getItem('docusaurus.announcement.id'), 'maintenance');
  assert.is(localStorage.getItem('docusaurus.announcement.dismiss'), 'false');
  first.unmount();
  render(<App site={siteWithBar({ id: 'release-0-3-3' })} store={createTestStore()} />);
  assert.ok(findBar(), 'the release bar closed before the maintenance one is shown again');
});

bar('renders nothing when no bar is configured', () => {
  render(<App site={createSiteData()} store={createTestStore()} />);
  assert.is(findBar(), null);
});

bar.run();
