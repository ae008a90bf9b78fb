/**
 * The theme's texts that parsing writes into pages: the copy button of code blocks, the
 * default titles of admonitions and the label of a heading's hash link. A locale's code.json translates them under the theme's ids,
 * as it does the texts the theme renders. The setting is made per parse by parse-job.ts.
 */
import { textsOf, type ThemeTexts } from '../../../theme/texts/text-lookup.js';

/** The id of a heading's hash-link label, `Direct link to {heading}` (theme/Layout/Heading.tsx uses it too). */
export const HEADING_LINK = 'theme.common.headingLinkTitle';

/** The code.json messages of these ids, out of a locale's translations. */
export function builtLabelsOf(translations: Map<string, string> | undefined): Record<string, string> | undefined {
  if (!translations) return undefined;
  const out: Record<string, string> = {};
  for (const [id, message] of translations) if (id.startsWith('theme.CodeBlock.') || id.startsWith('theme.admonition.') || id === HEADING_LINK) out[id] = message;
  return Object.keys(out).length ? out : undefined;
}

// None of these texts has plural forms: English rules are as good as the locale's.
const textsWith = (translations?: Record<string, string>) => textsOf({ translations, locale: { code: 'en' } });
let texts = textsWith();

/** Sets the translations the parses that follow use. */
export function setBuiltLabels(next: Record<string, string> | undefined): void {
  texts = textsWith(next);
}

/** The texts in the site's locale, for the helpers the theme shares (theme/Content/code-buttons.ts). */
export function builtTexts(): ThemeTexts {
  return texts;
}
