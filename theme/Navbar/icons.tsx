/** @jsxRuntime automatic @jsxImportSource react */
/** Small inline icons of the navbar; all decorative (aria-hidden), names come from their controls. */
import type { ReactNode } from 'react';

/** Marks a link that leaves the site. */
export function ExternalLinkIcon({ size = 13 }: { size?: number }): ReactNode {
  return (
    <svg className="icon-external-link" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      />
    </svg>
  );
}

/** Shown before the current language in the locale dropdown. */
export function LanguageIcon(): ReactNode {
  return (
    <svg className="icon-language" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.6 2.7 3.8 5.7 3.8 9s-1.2 6.3-3.8 9M12 3c-2.6 2.7-3.8 5.7-3.8 9s1.2 6.3 3.8 9" />
      </g>
    </svg>
  );
}

/** Three bars of the mobile menu button. */
export function MenuIcon(): ReactNode {
  return (
    <svg viewBox="0 0 30 30" width="30" height="30" aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}

/** The × of close buttons. */
export function CloseIcon({ size = 24 }: { size?: number }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
