/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Site-wide announcement (behaviors §3). Server and hydration always render the bar; the
 * inline head script has already hidden it by CSS if it was dismissed, so nothing shifts.
 * A site's swizzled Docusaurus `AnnouncementBar` (no props) takes its place, reading the bar
 * with `useAnnouncementBar()`.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { createStorageSlot } from '../../runtime/storage';
import { ANNOUNCEMENT_BAR_CHANGE_EVENT } from './useAnnouncementBarRoom';
// Named and relative: a site's swizzled AnnouncementBar/Content or /CloseButton (an override of its module) draws it.
import { AnnouncementBarCloseButton } from './AnnouncementBarCloseButton';
import { AnnouncementBarContent } from './AnnouncementBarContent';

/** Storage keys of the dismissal flag and the last seen bar id. */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** Fired on window by `useAnnouncementBar().close()` (a swizzled component's close button): the bar closes as by its own. */
export const CLOSE_ANNOUNCEMENT_BAR_EVENT = 'opdocs:announcement-bar-close';

const dismissSlot = createStorageSlot(ANNOUNCEMENT_DISMISS_KEY);
const idSlot = createStorageSlot(ANNOUNCEMENT_ID_KEY);

/** Reads whether the bar `id` is dismissed, resetting the flag when the id changed since last visit. */
export function syncAnnouncementDismissal(id: string): boolean {
  let storedId = idSlot.get();
  // An old release stored this misspelling of the default id.
  if (storedId === 'annoucement-bar') storedId = 'announcement-bar';
  idSlot.set(id);
  if (storedId !== id) {
    dismissSlot.set('false');
    return false;
  }
  return dismissSlot.get() === 'true';
}

/** The announcement bar, or nothing when none is configured or it was closed. */
export function AnnouncementBar(): ReactNode {
  const bar = useSite().announcementBar;
  const [closed, setClosed] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  // The element after the bar that takes focus when the focused close button goes away.
  const focusAfter = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!bar) return;
    // The id is recorded for a bar that cannot be closed too, so a later closeable bar with
    // another id counts as new (behaviors §3: the config id is always stored).
    const dismissed = syncAnnouncementDismissal(bar.id) && bar.isCloseable;
    setClosed(dismissed);
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
  }, [bar]);

  // Runs after the bar left (or entered) the DOM, so what measures it sees the new layout.
  useEffect(() => {
    window.dispatchEvent(new Event(ANNOUNCEMENT_BAR_CHANGE_EVENT));
    // Without this, focus falls back to <body> and a screen reader loses its place.
    focusAfter.current?.focus();
    focusAfter.current = null;
  }, [closed]);

  useEffect(() => {
    if (!bar?.isCloseable) return undefined;
    const onClose = () => setClosed(true);
    window.addEventListener(CLOSE_ANNOUNCEMENT_BAR_EVENT, onClose);
    return () => window.removeEventListener(CLOSE_ANNOUNCEMENT_BAR_EVENT, onClose);
  }, [bar]);

  if (!bar || closed) return null;
  const close = () => {
    if (barRef.current?.contains(document.activeElement)) focusAfter.current = nextFocusable(barRef.current);
    dismissSlot.set('true');
    setClosed(true);
  };
  return (
    <div
      ref={barRef}
      // Docusaurus' ThemeClassNames.announcementBar.container: sites style the bar and size the
      // icons in their HTML through it (`div.theme-announcement-bar a svg { width: … }`).
      className="announcement-bar theme-announcement-bar"
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable && <div className="announcement-bar__placeholder" />}
      <AnnouncementBarContent className="announcement-bar__content" />
      {bar.isCloseable && <AnnouncementBarCloseButton className="announcement-bar__close" onClick={close} />}
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first visible focusable element that follows `bar` in document order. */
function nextFocusable(bar: HTMLElement): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (!(bar.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) || bar.contains(el)) continue;
    // Hidden controls (the mobile toggle on a wide screen) have no client rects.
    if (el.getClientRects().length > 0) return el;
  }
  return null;
}
