/**
 * Labels and icon of the buttons in a code block's corner, shared by the build-time markup of
 * fenced code (cli/pipeline/parse/code-block.ts), the CodeBlock component and the handlers,
 * so all three always agree (behaviors §8).
 */
import type { ThemeTexts } from '../texts/texts';

/** Title and accessible name of the word-wrap toggle. */
export function wrapLabel(texts: ThemeTexts): string {
  return texts.t('theme.CodeBlock.wordWrapToggle', 'Toggle word wrap');
}

/** The copy button's label and accessible name, and the word both become once copied. */
export function copyLabels(texts: ThemeTexts): { copy: string; ariaLabel: string; copied: string } {
  return {
    copy: texts.t('theme.CodeBlock.copy', 'Copy'),
    ariaLabel: texts.t('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard'),
    copied: texts.t('theme.CodeBlock.copied', 'Copied'),
  };
}

/** Class the toggle puts on `.code-block` while long lines wrap. */
export const WRAPPED_CLASS = 'code-block--wrap';

/** Path data of the word-wrap icon (24-unit grid, stroked), also `@theme/Icon/WordWrap`. */
export const WORD_WRAP_PATH = 'M4 6h16M4 12h12a3 3 0 0 1 0 6h-3M15 16l-2 2 2 2M4 18h5';

/** The icon as markup: the button's only content, so it is hidden from assistive technology. */
export const WORD_WRAP_SVG =
  `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="${WORD_WRAP_PATH}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
