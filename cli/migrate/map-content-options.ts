/**
 * Options of Docusaurus' docs and blog plugins that opdocs has under the same names: the URL
 * segments of tag, archive, author and list pages, the `include` / `exclude` globs and the
 * blog's last-update keys. Values are carried over as written (slashes around a segment
 * dropped); the config schema then checks them like any other key.
 */
import { clean, type Obj } from './json-values.js';
import { bareSegment } from '../pipeline/routes/url.js';
// Docusaurus' own marker, which a config may spell out unchanged: no custom marker then.
import { TRUNCATE_MARKER } from '../pipeline/parse/prepare-source.js';

type Note = (key: string, what: string) => void;

/** A URL segment of the Docusaurus config without slashes around it; undefined when not a string. */
export const segment = (v: unknown) => (typeof v === 'string' ? bareSegment(v) : undefined);

/** A list of globs; entries that are not strings are left out with a note. */
function globs(v: unknown, key: string, note: Note): string[] | undefined {
  if (v === undefined) return undefined;
  const list = Array.isArray(v) ? v : [v];
  const kept = list.filter((g): g is string => typeof g === 'string');
  if (kept.length < list.length) note(key, 'only glob strings carry over; the other entries are left out');
  return kept;
}

/** `tagsBasePath`, `include` and `exclude` of a docs plugin's options (`at` is their config path). */
export function docsContentOptions(docs: Obj, at: string, note: Note): Obj {
  return clean({
    tagsBasePath: segment(docs.tagsBasePath),
    include: globs(docs.include, `${at}.include`, note),
    exclude: globs(docs.exclude, `${at}.exclude`, note),
  });
}


/** A custom `truncateMarker` (a RegExp) → its source; flags cannot be carried and are a note. */
function truncateMarker(marker: unknown, at: string, note: Note): string | undefined {
  if (marker === undefined || (marker instanceof RegExp && marker.source === TRUNCATE_MARKER.source)) return undefined;
  if (!(marker instanceof RegExp)) {
    note(`${at}.truncateMarker`, 'not a regular expression, so posts are cut at `<!-- truncate -->`; set blog.truncateMarker to the source of one');
    return undefined;
  }
  if (marker.flags.replace(/[gy]/g, '')) note(`${at}.truncateMarker`, `its flags (${marker.flags}) are not carried over: the marker matches as written`);
  return marker.source;
}

/** The blog's page segments, globs and last-update keys (`archiveBasePath: null` stays null: no archive). */
export function blogContentOptions(blog: Obj, at: string, note: Note): Obj {
  return clean({
    truncateMarker: truncateMarker(blog.truncateMarker, at, note),
    tagsBasePath: segment(blog.tagsBasePath),
    archiveBasePath: blog.archiveBasePath === null ? null : segment(blog.archiveBasePath),
    pageBasePath: segment(blog.pageBasePath),
    authorsBasePath: segment(blog.authorsBasePath),
    include: globs(blog.include, `${at}.include`, note),
    exclude: globs(blog.exclude, `${at}.exclude`, note),
    showLastUpdateTime: typeof blog.showLastUpdateTime === 'boolean' ? blog.showLastUpdateTime : undefined,
    showLastUpdateAuthor: typeof blog.showLastUpdateAuthor === 'boolean' ? blog.showLastUpdateAuthor : undefined,
  });
}
