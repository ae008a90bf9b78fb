/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Owns the light/dark state (behaviors §2). The inline head script has already set
 * <html data-theme> before paint; React starts from the configured default (so server and
 * hydration markup agree) and adopts the attribute in an effect.
 */
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { createStorageSlot } from '../../runtime/storage';
import type { ColorModeSettings } from '../../runtime/types';

/** The two colour modes. */
export type ColorMode = 'light' | 'dark';

/** What useColorMode() returns. */
export interface ColorModeValue {
  colorMode: ColorMode;
  /** Switches and remembers the mode; `null` forgets the stored choice and falls back to system/default. */
  setColorMode: (mode: ColorMode | null) => void;
}

/** Context behind useColorMode(); null outside the provider. */
export const ColorModeContext = createContext<ColorModeValue | null>(null);

/** Storage key of the chosen mode (behaviors §2). */
export const COLOR_MODE_STORAGE_KEY = 'theme';

const themeSlot = createStorageSlot(COLOR_MODE_STORAGE_KEY);

/**
 * Window event by which code outside this provider (a component in page content, hydrated as
 * an island) sets the mode: `detail` is the mode, or null to forget the choice. The provider
 * cancels the event when it handles it.
 */
export const SET_COLOR_MODE_EVENT = 'opdocs:set-color-mode';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Mode used when the reader has no stored choice: the system's if allowed, else the default. */
export function getFallbackColorMode(settings: ColorModeSettings): ColorMode {
  if (settings.respectPrefersColorScheme) {
    if (matches('(prefers-color-scheme: dark)')) return 'dark';
    if (matches('(prefers-color-scheme: light)')) return 'light';
  }
  return settings.defaultMode === 'dark' ? 'dark' : 'light';
}

/** Provides the colour mode to the tree and keeps <html data-theme> in sync with it. */
export function ColorModeProvider({ children }: { children: ReactNode }): ReactNode {
  const settings = useSite().colorMode;
  const [colorMode, setState] = useState<ColorMode>(settings.defaultMode === 'dark' ? 'dark' : 'light');

  const apply = useCallback((mode: ColorMode) => {
    setState(mode);
    document.documentElement.setAttribute('data-theme', mode);
  }, []);

  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      if (mode === null) {
        themeSlot.del();
        apply(getFallbackColorMode(settings));
      } else {
        themeSlot.set(mode);
        apply(mode);
      }
    },
    [apply, settings],
  );

  useEffect(() => {
    if (settings.disableSwitch) themeSlot.del();
    const attribute = document.documentElement.getAttribute('data-theme');
    const stored = settings.disableSwitch ? null : themeSlot.get();
    if (isColorMode(attribute)) apply(attribute);
    // The head script copies a stored or ?docusaurus-theme value as it is, and no stylesheet
    // rule matches a value other than the two modes, so the page was painted light: stay light
    // (as Docusaurus does) rather than switch to the system's mode after hydration.
    else if (attribute !== null) apply('light');
    else apply(isColorMode(stored) ? stored : getFallbackColorMode(settings));
  }, [apply, settings]);

  // Another tab (or another slot user here) changed the stored mode.
  useEffect(
    () =>
      themeSlot.listen((event) => {
        if (isColorMode(event.newValue)) apply(event.newValue);
      }),
    [apply],
  );

  // Page content outside this provider sets the mode as the toggle would: remembered, and shown.
  useEffect(() => {
    const onRequest = (event: Event) => {
      event.preventDefault();
      const mode = (event as CustomEvent<unknown>).detail;
      setColorMode(isColorMode(mode) ? mode : null);
    };
    window.addEventListener(SET_COLOR_MODE_EVENT, onRequest);
    return () => window.removeEventListener(SET_COLOR_MODE_EVENT, onRequest);
  }, [setColorMode]);

  // Paper is white and the print stylesheet drops the dark backgrounds, so dark-mode text and
  // links would print light on white: the page prints light. The reader's mode is not stored
  // or changed, and <html> gets it back when printing ends.
  const printingLight = useRef(false);
  const shownMode = useRef(colorMode);
  shownMode.current = colorMode;
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const html = document.documentElement;
    const print = window.matchMedia('print');
    const sync = (printing: boolean) => {
      if (printing === printingLight.current) return;
      printingLight.current = printing;
      const mode = printing ? 'light' : shownMode.current;
      if (html.getAttribute('data-theme') !== mode) html.setAttribute('data-theme', mode);
    };
    const onChange = () => sync(print.matches);
    const onBefore = () => sync(true);
    const onAfter = () => sync(false);
    sync(print.matches);
    print.addEventListener?.('change', onChange);
    window.addEventListener('beforeprint', onBefore);
    window.addEventListener('afterprint', onAfter);
    return () => {
      print.removeEventListener?.('change', onChange);
      window.removeEventListener('beforeprint', onBefore);
      window.removeEventListener('afterprint', onAfter);
    };
  }, []);

  // Site code that writes <html data-theme> itself (as some Docusaurus sites do) is followed too.
  useEffect(() => {
    const html = document.documentElement;
    const observer = new MutationObserver(() => {
      if (printingLight.current) return;
      const attribute = html.getAttribute('data-theme');
      if (isColorMode(attribute)) setState(attribute);
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  // The system preference changed: forget the stored choice and follow it (behaviors §2).
  // Printing makes the browser report a light preference, and report the real one again when
  // printing ends; neither is the reader's choice, so both changes are let pass.
  const wasPrinting = useRef(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    if (settings.disableSwitch && !settings.respectPrefersColorScheme) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      const printing = matches('print');
      if (printing || wasPrinting.current) {
        wasPrinting.current = printing;
        return;
      }
      setColorMode(null);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [settings, setColorMode]);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
