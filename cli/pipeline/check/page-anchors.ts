/**
 * The ids a link's `#anchor` may name on a Markdown page. Docusaurus' broken-anchor check counts
 * those its components register: headings, links (`<a id="x">`, which MDX renders through its
 * Link, and `<Link id="x">`) and list items (`<li id>`). Other elements' ids do not count there,
 * so they do not here either: a link to one passes Docusaurus' check only by accident of markup.
 * A site's own component may register the id it is given (`useBrokenLinks().collectAnchor(id)`,
 * or a Heading it renders); it runs only after this check, so its `id` prop counts as given.
 */
import { decodeEntities } from '../../../runtime/islands/markers.js';

// An <a> or <li> start tag with an id, as the page's HTML is written (attribute values in double quotes).
const ANCHOR_TAG = /<(?:a|li)\s[^>]*?\bid="([^"]*)"/gi;
// A component marker's props (cli/pipeline/parse/content-component.ts writes them as escaped JSON).
const COMPONENT_PROPS = /<opdocs-component\s[^>]*?\bprops="([^"]*)"/g;

type Parsed = { headings: { id: string }[]; html: string };

/**
 * By parse: a parse from the cache is the same object at every watch rebuild, and a rebuild of
 * 1,000 docs spent a tenth of its time scanning unchanged pages for ids. Parses are never changed.
 */
const known = new WeakMap<Parsed, Set<string>>();

/** Heading ids, the ids of the page's `<a>` and `<li>` elements, and its components' `id` props. */
export function pageAnchors(parsed: Parsed): Set<string> {
  let ids = known.get(parsed);
  if (!ids) {
    ids = scanAnchors(parsed);
    known.set(parsed, ids);
  }
  return ids;
}

function scanAnchors(parsed: Parsed): Set<string> {
  const ids = new Set(parsed.headings.map((h) => h.id));
  if (!parsed.html.includes('id="') && !parsed.html.includes('&quot;id&quot;')) return ids;
  for (const m of parsed.html.matchAll(ANCHOR_TAG)) if (m[1]) ids.add(decodeEntities(m[1]));
  for (const m of parsed.html.matchAll(COMPONENT_PROPS)) {
    if (!m[1].includes('&quot;id&quot;')) continue;
    const id = componentId(decodeEntities(m[1]));
    if (id) ids.add(id);
  }
  return ids;
}

function componentId(json: string): string | undefined {
  try {
    const props: unknown = JSON.parse(json);
    const id = props && typeof props === 'object' ? (props as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}
