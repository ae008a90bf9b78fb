/**
 * Which items a tag's page shows, by Docusaurus' rule for unlisted content (docs and blog alike):
 * a tag that only unlisted items carry still gets its page, or their "Tags:" links would lead
 * nowhere, but the tag is itself unlisted (left out of the tags list, noindex) and shows them all;
 * a tag with a listed item shows the listed ones only.
 */

/** The items a tag's page lists, and whether the tag is unlisted. */
export interface TagVisibility<T> {
  unlisted: boolean;
  items: T[];
}

/** See the module comment. `items` is every item carrying the tag, drafts already left out. */
export function tagVisibility<T>(items: T[], isUnlisted: (item: T) => boolean): TagVisibility<T> {
  if (items.length > 0 && items.every(isUnlisted)) return { unlisted: true, items };
  return { unlisted: false, items: items.filter((item) => !isUnlisted(item)) };
}
