import { useEffect, useState } from 'react';

/** Widths above this are "desktop" (behaviors §0b: innerWidth > 996). */
export const DESKTOP_MIN_WIDTH = 997;

/** Window size class; `'ssr'` on the server and during hydration. */
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Reads the current size class from `window` (browser only). */
export function getWindowSize(): Exclude<WindowSize, 'ssr'> {
  return window.innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/**
 * Size class of the window, updated on resize. Returns 'ssr' until mounted so the
 * server markup and the first client render agree (no hydration mismatch).
 */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(getWindowSize());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
