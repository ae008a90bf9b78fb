/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Smaller parts of `@docusaurus/theme-common/internal` that ejected theme components use:
 * comparing paths, the page's path inside the site, the tab title's form, the scroll position,
 * dates in the site's language,
 * the announcement bar's state, and the providers a swizzled Layout/Provider composes (pass-
 * throughs: opdocs' theme provides that state itself).
 */
import { useCallback, useEffect, useRef, useState, type DependencyList, type ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { formatPageTitle } from '../../runtime/page-title';
import { createStorageSlot } from '../../runtime/storage';
import { samePathname } from '../../runtime/trailing-slash';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, CLOSE_ANNOUNCEMENT_BAR_EVENT } from '../AnnouncementBar/AnnouncementBar';
import { ANNOUNCEMENT_BAR_CHANGE_EVENT } from '../AnnouncementBar/useAnnouncementBarRoom';

/** Whether two paths name the same page; letter case and a trailing slash do not count. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && samePathname(a.toLowerCase(), b.toLowerCase());
}

/** The page's pathname without the site's baseUrl ("/docs/intro" on a site at /guide/). */
export function useLocalPathname(): string {
  const { pathname } = useLocation();
  const { baseUrl } = useSite();
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
}

/** The site's home page route (its path is the baseUrl), or undefined when the site has none: breadcrumbs link home only then. */
export function useHomePageRoute(): { path: string; exact: true } | undefined {
  const site = useSite();
  return site.hasHomePage ? { path: site.baseUrl, exact: true } : undefined;
}

/** Docusaurus' tab-title formatter: "Page | Site", as opdocs writes the title. */
export function useTitleFormatter(title?: string): string {
  return formatPageTitle(title, useSite());
}

/** A scroll offset of the window. */
export interface ScrollPosition { scrollX: number; scrollY: number }

/** Calls `effect(position, previous)` on every scroll of the window; `deps` renew the effect. */
export function useScrollPosition(effect: (position: ScrollPosition, last: ScrollPosition | null) => void, deps: DependencyList = []): void {
  const last = useRef<ScrollPosition | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      latest.current(position, last.current);
      last.current = position;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** Dates in the site's language, as Docusaurus' blog formats them; `options` as Intl takes them. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { locale } = useSite();
  return new Intl.DateTimeFormat(locale.htmlLang || locale.code, options);
}

// Made on use, not at load: a site's swizzled AnnouncementBar imports this module and takes the
// theme bar's place, whose module holds the keys, so the two load in a cycle.
const dismissSlot = () => createStorageSlot(ANNOUNCEMENT_DISMISS_KEY);
const idSlot = () => createStorageSlot(ANNOUNCEMENT_ID_KEY);

/**
 * Whether the announcement bar shows (configured, and not closed by the reader), and a
 * function closing it as its close button does. True on the server and before hydration, as
 * the bar is rendered there; the dismissal is read after.
 */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const bar = useSite().announcementBar;
  const [isActive, setActive] = useState(bar !== null);
  useEffect(() => {
    if (!bar) return undefined;
    const read = () => setActive(!(bar.isCloseable && idSlot().get() === bar.id && dismissSlot().get() === 'true'));
    read();
    window.addEventListener(ANNOUNCEMENT_BAR_CHANGE_EVENT, read);
    return () => window.removeEventListener(ANNOUNCEMENT_BAR_CHANGE_EVENT, read);
  }, [bar]);
  const close = useCallback(() => {
    if (!bar?.isCloseable) return;
    // Remembered here too: a swizzled Layout may draw no bar of the theme's to hear the event.
    idSlot().set(bar.id);
    dismissSlot().set('true');
    window.dispatchEvent(new Event(CLOSE_ANNOUNCEMENT_BAR_EVENT));
    setActive(false);
    // Other readers of the bar's state (and the docs sidebar's room for it) hear of it.
    window.dispatchEvent(new Event(ANNOUNCEMENT_BAR_CHANGE_EVENT));
  }, [bar]);
  return { isActive, close };
}

function PassThrough({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}

/** Pass-throughs for Docusaurus' state providers; opdocs' theme holds that state without them. */
export const AnnouncementBarProvider = PassThrough;
export const ColorModeProvider = PassThrough;
export const NavbarProvider = PassThrough;
export const ScrollControllerProvider = PassThrough;
export const DocsSidebarProvider = PassThrough;
export const DocProvider = PassThrough;
export const PluginHtmlClassNameProvider = PassThrough;
