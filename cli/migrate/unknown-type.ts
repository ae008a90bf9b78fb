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
  for (const branch of issue.errors) {
    const refused = branch.find((i) => i.code === 'invalid_value' && i.path.length === 1 && i.path[0] === 'type');
    if (!refused) return null;
    kinds.push(...(refused.values ?? []).map(String));
  }
  // Docusaurus registers `custom-…` kinds through a swizzled NavbarItem/ComponentTypes.
  const why = type.startsWith('custom-') ? ' (a custom kind from a swizzled NavbarItem/ComponentTypes, whose component opdocs does not run)' : '';
  return `left out: opdocs has no item of type "${type}"${why}; its kinds are ${kinds.map((k) => `"${k}"`).join(', ')}`;
}
