import type { CSSProperties } from 'react';

/** Final style of a collapsed section; also inlined by SSR so nothing shifts on load. */
export const COLLAPSED_STYLE: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };

/** Final style of an expanded section. */
export const EXPANDED_STYLE: CSSProperties = { display: 'block', overflow: 'visible', height: 'auto' };

/**
 * Animation length in ms for content of the given height (behaviors §5): taller
 * content moves a little longer, but far less than proportionally.
 */
export function getCollapseDuration(heightPx: number): number {
  const c = heightPx / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

/** True when the reader asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * CSS transition for animating `el`. Reduced motion gets 1 ms rather than 0 so that
 * `transitionend` still fires and the final style is applied.
 */
export function getCollapseTransition(el: HTMLElement): string {
  const duration = prefersReducedMotion() ? 1 : getCollapseDuration(el.scrollHeight);
  return `height ${duration}ms ease-in-out`;
}

/** Writes a style object onto an element (used for the imperative animation steps). */
export function applyStyle(el: HTMLElement, style: CSSProperties): void {
  for (const [name, value] of Object.entries(style)) {
    el.style.setProperty(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value));
  }
}
