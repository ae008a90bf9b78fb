/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The moon the light/dark switch shows in dark mode. Its own file so a site's swizzled
 * Docusaurus `Icon/DarkMode` draws it instead, given the same `className` (the stylesheet hides
 * it in light mode by that class) and `aria-hidden` (the button's label names the mode).
 */
import type { ReactNode, SVGProps } from 'react';

/** See the module comment; `className` and `aria-hidden` come from the switch. */
export function ColorModeDarkIcon({ className, 'aria-hidden': hidden = true }: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden={hidden}>
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
    </svg>
  );
}

export default ColorModeDarkIcon;
