/**
 * `<Head>` in a site's swizzled Layout, which draws the frame around every page: in Docusaurus
 * the page's own metadata sits deeper and wins, so a frame writing `<title>{title}</title>` for
 * pages that pass it no title still leaves each doc its title. Here the route's head already
 * holds the page's metadata when the frame renders, so the frame only fills what it lacks.
 */
import { createContext } from 'react';
import type { HeadData } from '../../runtime/types';
import type { HeadEntry } from './head-data';

/** True inside the frame a swizzled Layout draws, false again inside the page it frames. */
export const FrameHeadContext = createContext(false);

/** Whether the route's head already has what `entry` would set. */
function isTaken(head: HeadData, entry: HeadEntry): boolean {
  if (entry.kind === 'title') return head.title !== '';
  if (entry.kind === 'link') return entry.attrs.rel === 'canonical' && !!head.canonical;
  if (entry.kind !== 'meta') return false;
  if (entry.name === 'description' || entry.property === 'og:description') return !!head.description;
  if (entry.name === 'keywords') return (head.keywords?.length ?? 0) > 0;
  if (entry.property === 'og:image' || entry.name === 'twitter:image') return !!head.image;
  if (entry.property === 'og:title') return head.title !== '';
  const key = entry.name ?? entry.property;
  return head.meta.some((m) => (m.name ?? m.property) === key);
}

/** The entries of a frame's `<Head>` that do not overwrite the page's own metadata. */
export const frameEntries = (head: HeadData, entries: HeadEntry[]): HeadEntry[] => entries.filter((e) => !isTaken(head, e));
