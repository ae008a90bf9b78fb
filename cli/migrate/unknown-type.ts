/**
 * A plain word for the commonest thing migrate leaves out of a navbar or footer: an item whose
 * `type` opdocs has no kind for. The schema's own message names only the first kind it tried
 * ('expected "default"'), which tells the reader nothing about their item.
 */

type Issue = { code: string; path: PropertyKey[]; values?: unknown[]; errors?: Issue[][] };

/**
 * When `issue` is a union of item kinds that every kind refused for its `type`, the note for
 * leaving out `value` (the item); otherwise null, and the schema's message stands.
 */
export function unknownTypeNote(issue: Issue, value: unknown): string | null {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return null;
  const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return null;
  const kinds: string[] = [];
  let custom = false;
  for (const branch of issue.errors) {
    // The navbar's `custom-…` kind refuses other types by their spelling, not by a list of values.
    if (branch.some((i) => i.code === 'invalid_format' && i.path.length === 1 && i.path[0] === 'type')) {
      custom = true;
      continue;
    }
    const refused = branch.find((i) => i.code === 'invalid_value' && i.path.length === 1 && i.path[0] === 'type');
    if (!refused) return null;
    kinds.push(...(refused.values ?? []).map(String));
  }
  // Docusaurus registers `custom-…` kinds through a swizzled NavbarItem/ComponentTypes; opdocs
  // draws them in the bar and the mobile menu, but not as entries of a dropdown.
  const why = type.startsWith('custom-') ? ' inside a dropdown (a custom kind from a swizzled NavbarItem/ComponentTypes is drawn only as an item of the navbar itself)' : '';
  const list = [...kinds.map((k) => `"${k}"`), ...(custom ? ['"custom-<name>"'] : [])];
  return `left out: opdocs has no item of type "${type}"${why}; its kinds are ${list.join(', ')}`;
}

/**
 * unknownTypeNote for the innermost union the failure runs through: an entry of a dropdown
 * fails inside the union of navbar items, whose own note would be about the dropdown.
 */
export function innermostTypeNote(issue: Issue, valueAt: (path: PropertyKey[]) => unknown): string | null {
  const own = unknownTypeNote(issue, valueAt(issue.path));
  if (own || issue.code !== 'invalid_union' || !issue.errors?.length) return own;
  // The branch that got furthest into the value is the one the value was meant for.
  const firsts = issue.errors.map((branch) => branch[0]).filter((i): i is Issue => !!i);
  if (!firsts.length) return null;
  const best = firsts.reduce((a, b) => (b.path.length > a.path.length ? b : a));
  return innermostTypeNote({ ...best, path: [...issue.path, ...best.path] }, valueAt);
}
