/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { fire, render, setMedia, useDomSuite } from '../../../helpers/dom';
import { createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { SiteData } from '../../../../runtime/types';


const colorMode = suite('colour mode toggle');
useDomSuite(colorMode);

function mount(site: SiteData = createSiteData()) {
  return render(<App site={site} store={createTestStore()} />);
}

function toggle(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('.navbar .color-mode-toggle__button');
}

colorMode('switches <html data-theme> and stores the choice under "theme"', () => {
  mount();
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  const button = toggle()!;
  assert.is(button.getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
  assert.is(button.getAttribute('aria-pressed'), 'false');
  assert.is(button.getAttribute('aria-live'), 'polite');
  fire(button, 'click');
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
  assert.is(localStorage.getItem('theme'), 'dark');
  assert.is(button.getAttribute('title'), 'Switch between dark and light mode (currently dark mode)');
  assert.is(button.getAttribute('aria-pressed'), 'true');
  fire(button, 'click');
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  assert.is(localStorage.getItem('theme'), 'light');
});

colorMode('adopts the mode the head script already painted', () => {
  document.documentElement.setAttribute('data-theme', 'dark');
  mount();
  assert.is(toggle()!.getAttribute('aria-pressed'), 'true');
});

colorMode('follows the system preference when nothing is stored and it is respected', () => {
  setMedia('(prefers-color-scheme: dark)', true);
  const base = createSiteData();
  mount({ ...base, colorMode: { ...base.colorMode, respectPrefersColorScheme: true } });
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
  setMedia('(prefers-color-scheme: dark)', false);
  setMedia('(prefers-color-scheme: light)', true);
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
});

colorMode('ignores the system preference when it is not respected (TyKO: light by default)', () => {
  setMedia('(prefers-color-scheme: dark)', true);
  mount();
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
});

colorMode('a value the head script copied that is no mode stays light, whatever the system prefers', () => {
  // A stored "purple" (or ?docusaurus-theme=purple) reaches <html> as it is; nothing styles it,
  // so the first paint was light and hydration must not switch to the system's dark.
  setMedia('(prefers-color-scheme: dark)', true);
  localStorage.setItem('theme', 'purple');
  document.documentElement.setAttribute('data-theme', 'purple');
  const base = createSiteData();
  mount({ ...base, colorMode: { ...base.colorMode, respectPrefersColorScheme: true } });
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  assert.is(toggle()!.getAttribute('aria-pressed'), 'false');
});

colorMode('a stored choice wins over the default', () => {
  localStorage.setItem('theme', 'dark');
  mount();
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
});

colorMode('applies a choice made in another tab', () => {
  mount();
  fire(window, 'storage', { key: 'theme', newValue: 'dark', oldValue: 'light' });
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
  assert.is(toggle()!.getAttribute('aria-pressed'), 'true');
});

colorMode('disableSwitch hides the toggle and forgets a stored choice', () => {
  localStorage.setItem('theme', 'dark');
  const base = createSiteData();
  mount({ ...base, colorMode: { ...base.colorMode, disableSwitch: true } });
  assert.is(document.querySelector('.color-mode-toggle'), null);
  assert.is(localStorage.getItem('theme'), null);
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
});

colorMode('the server renders the toggle disabled until hydration', () => {
  const html = renderToString(<App site={createSiteData()} store={createTestStore()} />);
  assert.match(html, /<button[^>]*disabled=""[^>]*aria-label="Switch between dark and light mode|<button[^>]*aria-label="Switch between dark and light mode[^>]*disabled=""/);
  mount();
  assert.is(toggle()!.disabled, false);
});

colorMode('printing keeps the stored choice: the preference changes it brings are not the reader\'s', () => {
  setMedia('(prefers-color-scheme: dark)', true);
  localStorage.setItem('theme', 'light');
  const base = createSiteData();
  mount({ ...base, colorMode: { ...base.colorMode, respectPrefersColorScheme: true } });
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  // Print preview: the browser reports light while printing, then dark again after.
  setMedia('print', true);
  setMedia('(prefers-color-scheme: dark)', false);
  setMedia('print', false);
  setMedia('(prefers-color-scheme: dark)', true);
  assert.is(localStorage.getItem('theme'), 'light');
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  // A real change later still wins, as without printing.
  setMedia('(prefers-color-scheme: dark)', false);
  assert.is(localStorage.getItem('theme'), null);
  setMedia('(prefers-color-scheme: dark)', true);
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
});

colorMode('a dark page prints light, and the reader\'s dark mode is neither stored over nor lost', async () => {
  localStorage.setItem('theme', 'dark');
  mount();
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
  setMedia('print', true);
  await act(async () => {});
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  assert.is(toggle()!.getAttribute('aria-pressed'), 'true', 'the toggle still tells the reader\'s mode');
  assert.is(localStorage.getItem('theme'), 'dark');
  setMedia('print', false);
  await act(async () => {});
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
  assert.is(toggle()!.getAttribute('aria-pressed'), 'true');
});

colorMode('beforeprint and afterprint switch to light and back when the print query does not report', async () => {
  localStorage.setItem('theme', 'dark');
  mount();
  fire(window, 'beforeprint');
  await act(async () => {});
  assert.is(document.documentElement.getAttribute('data-theme'), 'light');
  fire(window, 'afterprint');
  await act(async () => {});
  assert.is(document.documentElement.getAttribute('data-theme'), 'dark');
  assert.is(localStorage.getItem('theme'), 'dark');
});

colorMode.run();
