/**
 * navbar.hideOnScroll (behaviors §4.2): hide while scrolling down, show when scrolling up
 * or near the top; a jump to an anchor hides it and its own scroll event is not counted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../../runtime/context';

/**
 * The id a #fragment names. A malformed escape (a link to #%zz, a hand-edited address) is the id
 * as written: decodeURIComponent would throw inside the effect and take the whole page down.
 */
function decodeHash(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Returns a ref callback for the navbar element and whether it should be visible. */
export function useHideableNavbar(enabled: boolean): {
  navbarRef: (el: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [visible, setVisible] = useState(true);
  const height = useRef(0);
  const lastY = useRef(0);
  const jumpedToHash = useRef(false);
  const { pathname, hash } = useLocation();

  const navbarRef = useCallback((el: HTMLElement | null) => {
    if (el && height.current === 0) height.current = el.getBoundingClientRect().height;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      if (y < height.current) setVisible(true);
      else if (jumpedToHash.current) jumpedToHash.current = false;
      else if (previous && y >= previous) setVisible(false);
      else if (y + window.innerHeight < document.documentElement.scrollHeight - height.current) setVisible(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const target = hash ? document.getElementById(decodeHash(hash)) : null;
    if (target) {
      jumpedToHash.current = true;
      setVisible(false);
    } else {
      setVisible(true);
    }
  }, [enabled, pathname, hash]);

  return { navbarRef, isNavbarVisible: !enabled || visible };
}
