/**
 * The ids a link's `#anchor` may name on a Markdown page. Docusaurus' broken-anchor check counts
 * those its components register: headings, links (`<a id="x">`, which MDX renders through its
 * Link, and `<Link id="x">`) and list items (`<li id>`). Other elements' ids do not count there,
 * so they do not here either: a link to one passes Docusaurus' check only by accident of markup.
 */
import { decodeEntities } from '../../../runtime/islands/markers.js';

// An <a> or <li> start tag with an id, as the page's HTML is written (attribute values in double quotes).
const ANCHOR_TAG = /<(?:a|li)\s[^>]*?\bid="([^"]*)"/gi;

/** Heading ids and the ids of the page's `<a>` and `<li>` elements. */
export function pageAnchors(parsed: { headings: { id: string }[]; html: string }): Set<string> {
  const ids = new Set(parsed.headings.map((h) => h.id));
  if (!parsed.html.includes('id="')) return ids;
  for (const m of parsed.html.matchAll(ANCHOR_TAG)) if (m[1]) ids.add(decodeEntities(m[1]));
  return ids;
}
