/** Puts head entries where they take effect: the route's head data on the server, the document in the browser. */
import { useEffect } from 'react';
import { useRoute } from '../../runtime/context';
import { applyToDocument, applyToHeadData, type HeadEntry } from './head-entries';

export function useHeadEntries(entries: HeadEntry[]): void {
  let route: ReturnType<typeof useRoute>;
  try {
    route = useRoute();
  } catch {
    // Components placed in Markdown bodies render apart from the page, without its route.
    throw new Error('@docusaurus/Head inside a component placed in Markdown content has no page to write to: put <Head> in the MDX file itself (import Head from \'@docusaurus/Head\'), where opdocs reads it at build time');
  }
  // The server render runs before the document is written, so the route's head still counts.
  if (typeof document === 'undefined') applyToHeadData(route.head, entries);
  const key = JSON.stringify(entries);
  useEffect(() => applyToDocument(document, JSON.parse(key) as HeadEntry[]), [key]);
}
