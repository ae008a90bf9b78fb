/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useIsBrowser } from '../../runtime/context';
import { useColorMode } from '../hooks/useColorMode';
import { cx } from '../Layout/cx';
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
        <SunIcon />
        <MoonIcon />
      </button>
    </div>
  );
}

function SunIcon(): ReactNode {
  return (
    <svg className="color-mode-toggle__icon color-mode-toggle__icon--light" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

function MoonIcon(): ReactNode {
  return (
    <svg className="color-mode-toggle__icon color-mode-toggle__icon--dark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
    </svg>
  );
}
