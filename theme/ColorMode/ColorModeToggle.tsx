/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useIsBrowser } from '../../runtime/context';
import { useColorMode } from '../hooks/useColorMode';
import { cx } from '../Layout/cx';
import { ColorModeDarkIcon } from './ColorModeDarkIcon';
import { ColorModeLightIcon } from './ColorModeLightIcon';
import { useThemeTexts, type ThemeTexts } from '../texts/texts';

/** Props of {@link ColorModeToggle}. */
export interface ColorModeToggleProps {
  className?: string;
}

/** Accessible name of the toggle for the current mode (behaviors §2 wording). */
export function getColorModeToggleLabel(texts: ThemeTexts, mode: 'light' | 'dark'): string {
  const name = mode === 'dark'
    ? texts.t('theme.colorToggle.ariaLabel.mode.dark', 'dark mode')
    : texts.t('theme.colorToggle.ariaLabel.mode.light', 'light mode');
  return texts.t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode: name });
}

/**
 * Light/dark switch. Disabled until hydrated: before that a click could not be handled,
 * and the label may still describe the default rather than the painted mode.
 */
export function ColorModeToggle({ className }: ColorModeToggleProps): ReactNode {
  const { colorMode, setColorMode } = useColorMode();
  const isBrowser = useIsBrowser();
  const texts = useThemeTexts();
  const label = getColorModeToggleLabel(texts, colorMode);
  return (
    <div className={cx('color-mode-toggle', className)}>
      <button
        type="button"
        className={cx('clean-btn', 'color-mode-toggle__button', !isBrowser && 'color-mode-toggle__button--disabled')}
        title={label}
        aria-label={label}
        aria-live="polite"
        aria-pressed={colorMode === 'dark'}
        disabled={!isBrowser}
        onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
      >
        {/* Named and relative, so a site's swizzled Icon/LightMode and Icon/DarkMode draw these. */}
        <ColorModeLightIcon className="color-mode-toggle__icon color-mode-toggle__icon--light" aria-hidden="true" />
        <ColorModeDarkIcon className="color-mode-toggle__icon color-mode-toggle__icon--dark" aria-hidden="true" />
      </button>
    </div>
  );
}
