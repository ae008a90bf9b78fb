/**
 * The `key` a sidebar item may carry (Docusaurus 3.8 and later, in a sidebars file or a
 * `_category_` file). It names the item in the translation files in place of its label, so two
 * categories with the same label can be translated apart. The shared SidebarItem shape has no
 * such field and browsers never need it, so it is kept beside the item rather than in it.
 */
const keys = new WeakMap<object, string>();

/** Remembers `key` for `item` when it is a non-empty text, and gives the item back. */
export function withTranslationKey<T extends object>(item: T, key: unknown): T {
  if (typeof key === 'string' && key.trim()) keys.set(item, key);
  return item;
}

/** The name of `item` in translation files: its own key, else its label. */
export function translationKeyOf(item: object, label: string): string {
  return keys.get(item) ?? label;
}
