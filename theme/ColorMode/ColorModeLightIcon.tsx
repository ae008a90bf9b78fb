/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The sun the light/dark switch shows in light mode. Its own file so a site's swizzled
 * Docusaurus `Icon/LightMode` draws it instead, given the same `className` (the stylesheet hides
 * it in dark mode by that class) and `aria-hidden` (the button's label names the mode).
 */
import type { ReactNode, SVGProps } from 'react';

/** See the module comment; `className` and `aria-hidden` come from the switch. */
export function ColorModeLightIcon({ className, 'aria-hidden': hidden = true }: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden={hidden}>
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

export default ColorModeLightIcon;
