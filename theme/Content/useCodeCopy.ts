import { useEffect, type RefObject } from 'react';
import { useThemeTexts } from '../texts/texts';
import { installCodeCopy } from './code-copy';
import { installCodeWrap } from './code-wrap';

/**
 * Wires the copy buttons and word-wrap toggles of every code block inside the referenced
 * element. Runs in an effect, after hydration; it only changes the buttons' labels, `hidden`
 * and `aria-pressed` and the block's wrap class, which no render of ours ever sets again.
 */
export function useCodeCopy(ref: RefObject<HTMLElement | null>): void {
  const texts = useThemeTexts();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const removeCopy = installCodeCopy(element, texts);
    const removeWrap = installCodeWrap(element, texts);
    return () => {
      removeCopy();
      removeWrap();
    };
  }, [ref, texts]);
}
