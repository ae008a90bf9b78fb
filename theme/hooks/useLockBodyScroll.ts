import { useEffect } from 'react';

/**
 * While `lock` is true the page behind an overlay cannot scroll
 * (body overflow hidden, restored to "visible" afterwards, behaviors §4.3).
 */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    if (!lock) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}
