/**
 * Error texts of the theme (behaviors §7, §4.1), pure so tests can pin them.
 */

/** Messages of an error and its `cause` chain, joined the way the crash page prints them. */
export function getErrorMessage(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n\nCause:\n');
}

/** Error for a navbar item whose component threw; names the item so the config can be fixed. */
export function createNavbarItemError(item: unknown, cause: unknown): Error {
  // The item JSON includes `source` ("navbar.items[2]"), which points at the exact entry.
  return new Error(
    'A theme navbar item failed to render.\n' +
      'Please double-check the following navbar item (navbar.items) of your site.config.json:\n' +
      JSON.stringify(item, null, 2),
    { cause },
  );
}

/** Error for a navbar item kind the theme has no component for. */
export function createUnknownNavbarItemError(kind: unknown): Error {
  return new Error(`No NavbarItem component found for type "${String(kind)}".`);
}
