import { useEffect, type RefObject } from 'react';
import { installCodeCopy } from './code-copy';

/**
 * Wires the copy buttons of every code block inside the referenced element. Runs in an
 * effect, after hydration, and changes no markup React owns.
 */
export function useCodeCopy(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return installCodeCopy(element);
  }, [ref]);
}
