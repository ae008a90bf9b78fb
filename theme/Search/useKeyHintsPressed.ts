/**
 * Which of the search button's key hints are held down (behaviors §4.6): the modifier hint
 * (Meta on Apple platforms, Control elsewhere) and the "K" hint.
 */
import { useEffect, useState } from 'react';

/** Pressed state of the two hints. */
export interface KeyHintsPressed {
  modifier: boolean;
  k: boolean;
}

const NONE: KeyHintsPressed = { modifier: false, k: false };

/** Tracks the hint keys on the window; `apple` null (platform not known yet) listens to nothing. */
export function useKeyHintsPressed(apple: boolean | null): KeyHintsPressed {
  const [pressed, setPressed] = useState<KeyHintsPressed>(NONE);
  useEffect(() => {
    if (apple === null) return;
    const modifier = apple ? 'Meta' : 'Control';
    // Same object back when nothing changes, so holding a key (auto-repeat) does not re-render.
    const set = (change: Partial<KeyHintsPressed>) =>
      setPressed((now) => (Object.entries(change).every(([key, value]) => now[key as keyof KeyHintsPressed] === value) ? now : { ...now, ...change }));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === modifier) set({ modifier: true });
      else if (event.key.toLowerCase() === 'k') set({ k: true });
    };
    const onKeyUp = (event: KeyboardEvent) => {
      // While Meta is held browsers send no keyup for the other keys, so its release clears "K" too.
      if (event.key === 'Meta') set(apple ? NONE : { k: false });
      else if (event.key === modifier) set({ modifier: false });
      else if (event.key.toLowerCase() === 'k') set({ k: false });
    };
    // Keys released while another window has focus send no keyup here.
    const onBlur = () => set(NONE);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
    };
  }, [apple]);
  return pressed;
}
