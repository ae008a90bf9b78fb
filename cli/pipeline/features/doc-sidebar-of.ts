/** Which sidebar a doc shows: the one its front matter names, else the first that lists it. */
import type { LoadedDoc } from '../routes/docs.js';
import { sequenceIndex } from '../routes/sidebars.js';
import type { Sidebar } from './doc-sidebars.js';

/** `displayed_sidebar: null` shows none; a name shows that sidebar (null when there is none by that name). */
export function sidebarOfDoc(sidebars: Map<string, Sidebar>, doc: LoadedDoc): Sidebar | null {
  const want = doc.frontMatter.displayed_sidebar;
  if (want === null) return null;
  if (typeof want === 'string') return sidebars.get(want) ?? null;
  for (const s of sidebars.values()) {
    // An unlisted doc is in no prev/next sequence, but the sidebar still lists it: as a link
    // (its id has a trail) or as a category's own page (its address has one).
    if (sequenceIndex(s.resolved, doc.id, doc.permalink) >= 0 || s.resolved.crumbs.has(doc.id) || s.resolved.crumbs.has(`href:${doc.permalink}`)) return s;
  }
  return null;
}
