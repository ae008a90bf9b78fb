/**
 * Focus follows the reader's toggle of the docs sidebar to the control that undoes it: the
 * collapse button leaves a note for the expand bar, which takes focus when it shows, and the
 * other way round. A note, not a ref: the frame, the aside or the sidebar holding the state may
 * each be the site's own (swizzled) component, and only these two controls are surely ours. A
 * site's Desktop may keep the collapse button mounted while the sidebar is hidden (only made
 * invisible), so the note is watched, not read at mount alone.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

type Control = 'expand' | 'collapse';
let pending: Control | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the reader uses the control `used`: its counterpart takes focus when it shows. */
export function noteToggle(used: Control): void {
  pending = used === 'collapse' ? 'expand' : 'collapse';
  for (const listener of listeners) listener();
}

/** A ref for the control `kind`, focused once it shows after the reader used its counterpart. */
export function useFocusAfterToggle<T extends HTMLElement>(kind: Control) {
  const ref = useRef<T>(null);
  const note = useSyncExternalStore(subscribe, () => pending, () => null);
  useEffect(() => {
    if (note !== kind || !ref.current) return;
    ref.current.focus();
    // Still hidden (a stylesheet fading the sidebar out): the note waits for the next render.
    if (document.activeElement === ref.current) pending = null;
  });
  return ref;
}
