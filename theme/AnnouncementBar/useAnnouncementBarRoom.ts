/**
 * How much of the window the announcement bar takes at the top (behaviors §3). The docs
 * sidebar is one window tall and sticks below the navbar; while the bar still shows above the
 * navbar it pushes that column down, so without this room its last entries would sit below
 * the window's edge, out of reach, until the reader scrolled the page.
 */
import { useEffect, type RefObject } from 'react';

/** Fired on window whenever the bar was shown, hidden or closed. */
export const ANNOUNCEMENT_BAR_CHANGE_EVENT = 'opdocs:announcement-bar-change';

/** CSS variable the sidebar's heights subtract (theme/styles/docs.css). */
export const ANNOUNCEMENT_ROOM_VARIABLE = '--doc-sidebar-announcement-room';

/** Pixels of the window the bar covers now: its height at the page top, 0 once scrolled past or closed. */
export function getAnnouncementBarRoom(doc: Document = document): number {
  const bar = doc.querySelector('.announcement-bar');
  return bar ? Math.max(0, Math.ceil(bar.getBoundingClientRect().bottom)) : 0;
}

/**
 * Keeps the bar's room in a CSS variable on `ref`'s element while the page scrolls, the window
 * resizes or the bar closes. Written to the element, not through React state: the sidebar
 * under it can hold thousands of links, and a scroll must not render them again. The server
 * markup has no variable (room 0), so hydration matches it.
 */
export function useAnnouncementBarRoom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let last = -1;
    const update = () => {
      const room = getAnnouncementBarRoom();
      if (room === last || !ref.current) return;
      last = room;
      if (room > 0) ref.current.style.setProperty(ANNOUNCEMENT_ROOM_VARIABLE, `${room}px`);
      else ref.current.style.removeProperty(ANNOUNCEMENT_ROOM_VARIABLE);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.addEventListener(ANNOUNCEMENT_BAR_CHANGE_EVENT, update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener(ANNOUNCEMENT_BAR_CHANGE_EVENT, update);
    };
  }, [ref]);
}
