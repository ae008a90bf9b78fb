/**
 * The theme's texts in the built locale. A site translates them, and the messages of its own
 * `<Translate>` and `translate()`, in `i18n/<locale>/code.json` under the ids Docusaurus gives
 * them (`theme.docs.paginator.next`, …), so the files its users already have keep working. An
 * id the site does not translate shows the theme's English text.
 */
import { useContext, useMemo } from 'react';
import { SiteContext } from '../../runtime/context';
import { textsOf, type ThemeTexts } from './text-lookup';

export { selectPluralForm, textsOf, type TextValues, type ThemeTexts } from './text-lookup';

const ENGLISH = textsOf({ locale: { code: 'en' } });

/**
 * The theme's texts in the site's locale. Content components also render outside a site (a
 * body's components on their own, in tests): there the English texts.
 */
export function useThemeTexts(): ThemeTexts {
  const site = useContext(SiteContext);
  return useMemo(() => (site ? textsOf(site) : ENGLISH), [site]);
}
