/**
 * The theme's texts that parsing writes into pages: the copy button of code blocks and the
 * default titles of admonitions. A locale's code.json translates them under the theme's ids,
 * as it does the texts the theme renders. The setting is made per parse by parse-job.ts.
 */

/** The code.json messages of these ids, out of a locale's translations. */
export function builtLabelsOf(translations: Map<string, string> | undefined): Record<string, string> | undefined {
  if (!translations) return undefined;
  const out: Record<string, string> = {};
  for (const [id, message] of translations) if (id.startsWith('theme.CodeBlock.') || id.startsWith('theme.admonition.')) out[id] = message;
  return Object.keys(out).length ? out : undefined;
}

let labels: Record<string, string> = {};

/** Sets the translations the parses that follow use. */
export function setBuiltLabels(next: Record<string, string> | undefined): void {
  labels = next ?? {};
}

/** The text of `id` in the site's locale, else `english`. */
export function builtLabel(id: string, english: string): string {
  return Object.hasOwn(labels, id) ? labels[id] : english;
}
