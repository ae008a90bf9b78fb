import { useEffect } from 'react';

/** Class on <body> while the reader navigates with the keyboard (behaviors §8). */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/**
 * Adds the keyboard-navigation class on Tab and removes it on mouse down, so focus
 * outlines show for keyboard users without flashing on every mouse click.
 */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
    };
    const onMouseDown = () => document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);
}
