/**
 * Where a tab choice lives besides the tab group itself: the query string (`queryString`),
 * and, for a `groupId`, browser storage and every other group of that id on the page.
 * Groups are separate islands (separate React roots), so they meet through window events;
 * the query is the router's location, which every island reads through the page's providers.
 */
import { useContext, useSyncExternalStore } from 'react';
import { RouteStoreContext } from '../../runtime/context';
import { replaceLocation } from '../../runtime/router';
import { createStorageSlot } from '../../runtime/storage';

const CHOICE_EVENT = 'opdocs:tab-choice';

interface ChoiceDetail { groupId: string; value: string }

/** The query parameter a group reflects its choice in, or null; `true` names it after the group. */
export function queryKeyOf(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (!queryString) return null;
  if (typeof queryString === 'string') return queryString;
  if (!groupId) throw new Error('Tabs: queryString={true} needs a groupId (the query parameter is named after it); give the Tabs a groupId, or a string queryString naming the parameter');
  return groupId;
}

const noSubscription = () => () => {};

/**
 * The query of the location the router shows, so a group follows a link or Back/Forward to
 * `?os=mac`; '' on the server and in the hydration render. Outside the page's providers (a
 * component rendered alone) it is the address's query when read.
 */
export function useLocationSearch(): string {
  const store = useContext(RouteStoreContext);
  const read = () => (store ? store.getState().location.search : window.location.search);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, () => '');
}

/** The value `search` gives the group's query parameter, or null. */
export function readLinkedChoice(search: string, queryKey: string | null): string | null {
  return queryKey ? new URLSearchParams(search).get(queryKey) : null;
}

/** The choice stored for `groupId` by an earlier visit, or null. */
export function readStoredChoice(groupId: string | undefined): string | null {
  return groupId ? createStorageSlot(`docusaurus.tab.${groupId}`).get() : null;
}

/** Records a user's choice: the URL, storage, and the other groups of the same id. */
export function writeChoice(value: string, groupId: string | undefined, queryKey: string | null): void {
  if (queryKey) {
    const url = new URL(window.location.href);
    url.searchParams.set(queryKey, value);
    // Replaces the entry through the router: no new history entry, no scroll (spec §4).
    replaceLocation(url.pathname + url.search + url.hash);
  }
  if (!groupId) return;
  createStorageSlot(`docusaurus.tab.${groupId}`).set(value);
  window.dispatchEvent(new CustomEvent<ChoiceDetail>(CHOICE_EVENT, { detail: { groupId, value } }));
}

/** Calls `cb` with every choice made for `groupId` elsewhere (this page or another browser tab). */
export function listenChoice(groupId: string, cb: (value: string) => void): () => void {
  const onChoice = (e: Event) => {
    const detail = (e as CustomEvent<ChoiceDetail>).detail;
    if (detail?.groupId === groupId) cb(detail.value);
  };
  window.addEventListener(CHOICE_EVENT, onChoice);
  const unlisten = createStorageSlot(`docusaurus.tab.${groupId}`).listen((e) => {
    if (e.newValue !== null) cb(e.newValue);
  });
  return () => {
    window.removeEventListener(CHOICE_EVENT, onChoice);
    unlisten();
  };
}
