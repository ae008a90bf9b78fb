/**
 * Keeps Tab and Shift+Tab inside a dialog (behaviors §12.1): from the last focusable control
 * Tab goes to the first, and back. Listens on the element, so it only acts while focus is in it.
 */
import { useEffect, type RefObject } from 'react';
import { wrapFocus } from '../focus-wrap';

const FOCUSABLE = 'a[href]:not([disabled]), button:not([disabled]):not([hidden]), input:not([disabled])';

/** Traps focus inside `ref` while mounted. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      wrapFocus(event, [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement));
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
