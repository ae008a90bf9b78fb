/**
 * `useColorMode` as Docusaurus' theme-common gives it, for site code. A component inside page
 * content renders (on the server, and as an island in the browser) outside the theme's
 * provider: there it reads the mode from `<html data-theme>` and follows its changes.
 */
import { useCallback, useContext, useEffect, useState } from 'react';
import { useSite } from '../../runtime/context';
import { ColorModeContext, SET_COLOR_MODE_EVENT, type ColorMode, type ColorModeValue } from '../ColorMode/ColorModeProvider';

/** The colour mode, its setter, and the `isDarkTheme` shorthand. */
export function useColorMode(): ColorModeValue & { isDarkTheme: boolean } {
  const provided = useContext(ColorModeContext);
  const standalone = useDocumentColorMode(provided === null);
  const value = provided ?? standalone;
  return { ...value, isDarkTheme: value.colorMode === 'dark' };
}

function useDocumentColorMode(enabled: boolean): ColorModeValue {
  const settings = useSite().colorMode;
  // The configured default first, as the server rendered it, so hydration agrees.
  const [colorMode, setState] = useState<ColorMode>(settings.defaultMode === 'dark' ? 'dark' : 'light');
  useEffect(() => {
    if (!enabled) return undefined;
    const html = document.documentElement;
    const read = () => setState(html.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [enabled]);
  // Through the theme's provider, so the choice is remembered and the navbar toggle follows;
  // without one (no theme on the page) the attribute alone.
  const setColorMode = useCallback((mode: ColorMode | null) => {
    const handled = !window.dispatchEvent(new CustomEvent(SET_COLOR_MODE_EVENT, { detail: mode, cancelable: true }));
    if (!handled) document.documentElement.setAttribute('data-theme', mode ?? (settings.defaultMode === 'dark' ? 'dark' : 'light'));
  }, [settings.defaultMode]);
  return { colorMode, setColorMode };
}

