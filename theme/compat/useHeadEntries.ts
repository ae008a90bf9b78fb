/** Puts head entries where they take effect: the route's head data on the server, the document in the browser. */
import { useContext, useEffect } from 'react';
import { useRoute } from '../../runtime/context';
import { FrameHeadContext, frameEntries } from './frame-head';
import { applyToDocument, applyToHeadData, type HeadEntry } from './head-entries';

export function useHeadEntries(given: HeadEntry[]): void {
  const inFrame = useContext(FrameHeadContext);
  let route: ReturnType<typeof useRoute>;
  try {
    route = useRoute();
  } catch {
    // Pages and the components in their bodies have the route; anything rendered apart has no head to write to.
    throw new Error('@docusaurus/Head rendered outside a page has no head to write to: put <Head> in a page, a component of one, or the MDX file itself');
  }
  const entries = inFrame ? frameEntries(route.head, given) : given;
  // The server render runs before the document is written, so the route's head still counts.
  if (typeof document === 'undefined') applyToHeadData(route.head, entries);
  const key = JSON.stringify(entries);
  useEffect(() => applyToDocument(document, JSON.parse(key) as HeadEntry[]), [key]);
}
