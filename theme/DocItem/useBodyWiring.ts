/**
 * The doc's body gets its code copy buttons, word-wrap toggles and `<details>` animation from the
 * article opdocs' DocItem/Content draws (MarkdownContent). A site's swizzled DocItem/Content
 * draws its own wrapper instead, so the column wires them itself, but only then: wiring both
 * would answer each click twice.
 */
import { useEffect, type RefObject } from 'react';
import { installCodeCopy } from '../Content/code-copy';
import { installCodeWrap } from '../Content/code-wrap';
import { installDetailsToggle } from '../Content/details-toggle';
import { useThemeTexts } from '../texts/texts';

/** The class of the article opdocs' own DocItem/Content draws, which wires its body itself. */
export const OWN_ARTICLE = 'doc-article';

/** Wires the body inside `ref`'s element when no article of ours there does. */
export function useBodyWiring(ref: RefObject<HTMLElement | null>): void {
  const texts = useThemeTexts();
  useEffect(() => {
    const element = ref.current;
    if (!element || element.querySelector(`.${OWN_ARTICLE}`)) return undefined;
    const undo = [installCodeCopy(element, texts), installCodeWrap(element, texts), installDetailsToggle(element)];
    return () => {
      for (const off of undo) off();
    };
  }, [ref, texts]);
}
