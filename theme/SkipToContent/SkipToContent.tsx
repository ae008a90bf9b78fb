/** @jsxRuntime automatic @jsxImportSource react */
import type { MouseEvent, ReactNode } from 'react';
import { useThemeTexts } from '../texts/texts';
import { MAIN_WRAPPER_ID } from './main-wrapper-id';

export { MAIN_WRAPPER_ID };

/** Moves focus to `el`, giving it a temporary tabindex when it is not focusable by itself. */
function focusTemporarily(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.addEventListener('blur', () => el.removeAttribute('tabindex'), { once: true });
  }
  el.focus();
}

/**
 * "Skip to main content": the first focusable element of every page. Focus goes to the
 * page's <main>, else the main wrapper. The router focuses the region itself after a
 * navigation, so the next Tab lands on this link again.
 */
export function SkipToContent(): ReactNode {
  const label = useThemeTexts().t('theme.common.skipToMainContent', 'Skip to main content');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(MAIN_WRAPPER_ID);
    if (target) focusTemporarily(target);
  };
  return (
    <div role="region" aria-label={label} data-opdocs-skip-region="" tabIndex={-1} className="skip-to-content">
      <a className="skip-to-content__link" href={`#${MAIN_WRAPPER_ID}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
