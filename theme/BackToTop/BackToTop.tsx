/** @jsxRuntime automatic @jsxImportSource react */
/**
 * "Scroll back to top" button for docs pages (behaviors §8): appears while the reader
 * scrolls up past 300 px (and is not at the bottom), hides when scrolling down.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '../../runtime/context';
import { focusSkipRegion } from '../../runtime/router-render';
import { cx } from '../Layout/cx';
import { useThemeTexts } from '../texts/texts';

/** Scroll offset below which the button never shows. */
export const BACK_TO_TOP_THRESHOLD = 300;

/** Scrolls to the top: at once under reduced motion or smooth CSS scrolling, else by an easing loop. */
function scrollToTop(): () => void {
  // Smooth CSS scrolling scrolls by itself; a reader who asked for reduced motion gets a jump.
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || getComputedStyle(document.documentElement).scrollBehavior === 'smooth') {
    window.scrollTo(0, 0);
    return () => {};
  }
  let frame = 0;
  let expected = window.scrollY;
  const step = () => {
    const current = window.scrollY;
    // The reader scrolled down meanwhile: stop fighting them.
    if (current > expected) return;
    expected = Math.floor(current * 0.85);
    window.scrollTo(0, expected);
    if (expected > 0) frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

/** The floating back-to-top button; rendered by the docs page. */
export function BackToTop(): ReactNode {
  const [shown, setShown] = useState(false);
  const lastY = useRef(0);
  const ignoreNext = useRef(true);
  const cancel = useRef<() => void>(() => {});
  const { hash, pathname } = useLocation();
  const { t } = useThemeTexts();

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      if (ignoreNext.current) {
        ignoreNext.current = false;
        return;
      }
      if (y < BACK_TO_TOP_THRESHOLD) setShown(false);
      else if (y > previous) setShown(false);
      else if (y + window.innerHeight < document.documentElement.scrollHeight) setShown(true);
    };
    lastY.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A jump to an anchor is not "scrolling up": hide and skip the scroll it causes.
  useEffect(() => {
    if (!hash) return;
    setShown(false);
    ignoreNext.current = true;
  }, [hash, pathname]);

  useEffect(() => () => cancel.current(), []);

  return (
    <button
      type="button"
      aria-label={t('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')}
      className={cx('clean-btn', 'theme-back-to-top-button', 'back-to-top', shown && 'back-to-top--show')}
      tabIndex={shown ? 0 : -1}
      aria-hidden={shown ? undefined : true}
      onClick={() => {
        cancel.current();
        cancel.current = scrollToTop();
        // The button hides near the top, and focus on it would fall to <body>: the next Tab
        // would land on the footer, back at the bottom. Focus goes to the top with the view.
        focusSkipRegion(document);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
