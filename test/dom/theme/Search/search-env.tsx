/** @jsxRuntime automatic @jsxImportSource react */
/** Shared setup of the search UI's DOM tests: site data with search, the modal, typing, waiting. */
import { act } from 'react';
import { createStorageSlot } from '../../../../runtime/storage';
import type { SearchClient } from '../../../../runtime/search/client-types';
import type { DocsData, SearchSettings, SiteData } from '../../../../runtime/types';
import { SearchModal, type SearchModalProps } from '../../../../theme/Search/SearchModal';
import { fire, render } from '../../../helpers/dom';
import { createSiteData } from '../../../helpers/fixtures';
import { textsOf } from '../../../../theme/texts/texts';

/** Site data whose search is the local provider with a search page at /base/search. */
export function createSearchSite(search: Partial<SearchSettings> = {}): SiteData & { search: SearchSettings } {
  const settings: SearchSettings = { provider: 'local', contextualSearch: true, searchPagePath: '/base/search', indexName: 'test', ...search };
  return { ...createSiteData(), search: settings };
}

/** Renders the modal with a client and spies for navigation and closing. */
export function renderModal(client: SearchClient, overrides: Partial<SearchModalProps> = {}) {
  const calls = { navigate: [] as string[], closed: 0 };
  const props: SearchModalProps = {
    site: createSearchSite(),
    route: null,
    preferredVersion: null,
    initialQuery: '',
    selectInitialQuery: false,
    onClose: () => calls.closed++,
    services: {
      navigate: (href) => calls.navigate.push(href),
      createSlot: (key) => createStorageSlot(key),
      getClient: async () => client,
      texts: textsOf(createSearchSite()),
    },
    ...overrides,
  };
  const { container } = render(<SearchModal {...props} />);
  return { calls, input: () => container.querySelector<HTMLInputElement>('#docsearch-input')! };
}

/** Sets an input's value the way React notices, and fires `input`. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setValue.call(input, value);
  fire(input, 'input');
}

/** Awaits `check()` becoming true, letting promises and timers run inside act; fails after 3 s. */
export async function waitFor(check: () => boolean, what = 'condition'): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
  }
}

/** Presses a key on `el` (inside act). */
export function press(el: EventTarget, key: string, init: Record<string, unknown> = {}): boolean {
  return fire(el, 'keydown', { key, code: key, ...init });
}

/** The modal rendered last (earlier ones stay mounted: the test harness does not unmount on close). */
export const lastModal = (): Element => [...document.querySelectorAll('.DocSearch-Container')].pop()!;

/** Texts of the last modal's row titles, in order. */
export const rowTitles = () => [...lastModal().querySelectorAll('.DocSearch-Hit-title')].map((el) => el.textContent);

/** A docs set (docs plugin instance) with the given versions, first listed first; the second is the latest. */
export function createDocsSet(pluginId: string, versions: [name: string, label: string][]): DocsData {
  const root = pluginId === 'default' ? '/base/docs' : `/base/${pluginId}`;
  return {
    pluginId,
    versionPersistence: 'localStorage',
    versions: versions.map(([name, label], i) => ({
      name, label, path: `${root}/${name}`, mainDocPath: `${root}/${name}/intro`, isLast: versions.length === 1 ? true : i === 1,
    })),
  };
}
