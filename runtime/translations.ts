/**
 * The translations of the site being rendered, for `translate()`, which Docusaurus sites call
 * outside components too. Kept on globalThis, not in this module: the site's bundle and the
 * theme may each hold a copy of it. OpdocsProviders sets them as it renders, around a whole
 * page and around a body's components alike, on the server (one locale at a time) and in the
 * browser.
 */
const SLOT = Symbol.for('opdocs.translations');
type Holder = { [SLOT]?: Record<string, string> };

export function setCurrentTranslations(translations: Record<string, string> | undefined): void {
  (globalThis as Holder)[SLOT] = translations ?? {};
}

export function currentTranslations(): Record<string, string> {
  return (globalThis as Holder)[SLOT] ?? {};
}
