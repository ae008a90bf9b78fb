/**
 * A `<details>` written in Markdown or MDX is marked as Docusaurus' Details component marks
 * it (Docusaurus renders every `details` element through that component): an info alert, with
 * `data-collapsed` saying whether it is closed. The element stays native, so it opens and
 * closes before any script runs; the theme animates it once hydrated (Content/details-toggle.ts).
 */

/** The classes of a Details element, ahead of the author's own. */
export const DETAILS_CLASSES = ['alert', 'alert--info', 'details'];

/** The class attribute for a `<details>` whose author wrote `given` (or nothing). */
export function getDetailsClass(given: string | null | undefined): string {
  const own = (given ?? '').split(/\s+/).filter((c) => c && !DETAILS_CLASSES.includes(c));
  return [...DETAILS_CLASSES, ...own].join(' ');
}
