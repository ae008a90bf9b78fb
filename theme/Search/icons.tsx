/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Icons of the modal (lazy chunk); all decorative (aria-hidden), names come from their controls.
 * The button draws its own magnifier: sharing this file would split it into one more first-load file.
 */
import type { ReactNode } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Icon({ size = 20, className, children }: { size?: number; className?: string; children: ReactNode }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      {children}
    </svg>
  );
}

/** The input's magnifier. */
export function SearchIcon({ size = 20 }: { size?: number }): ReactNode {
  return <Icon size={size} className="DocSearch-Search-Icon"><path {...stroke} d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM13.3 13.3 18 18" /></Icon>;
}

/** Stalled-search spinner. */
export function LoadingIcon(): ReactNode {
  return <Icon className="DocSearch-Spinner"><path {...stroke} d="M10 2a8 8 0 1 1-8 8" /></Icon>;
}

/** Clear-the-query cross, and the remove actions. */
export function CloseIcon({ size = 20 }: { size?: number }): ReactNode {
  return <Icon size={size}><path {...stroke} d="M5 5l10 10M15 5 5 15" /></Icon>;
}

/** A page (lvl1) hit. */
export function PageIcon(): ReactNode {
  return <Icon><path {...stroke} d="M5 2h7l3 3v13H5zM12 2v3h3M8 9h4M8 12h4M8 15h2" /></Icon>;
}

/** A heading (lvl2–lvl6) hit. */
export function HashIcon(): ReactNode {
  return <Icon><path {...stroke} d="M8 3 6 17M14 3l-2 14M3.5 7.5h14M2.5 12.5h14" /></Icon>;
}

/** A paragraph (content) hit. */
export function ContentIcon(): ReactNode {
  return <Icon><path {...stroke} d="M3 5h14M3 9h14M3 13h14M3 17h8" /></Icon>;
}

/** A recent search. */
export function RecentIcon(): ReactNode {
  return <Icon><path {...stroke} d="M10 18a8 8 0 1 0-8-8M2 10l-1.5-2M2 10l2-1.5M10 6v4l3 2" /></Icon>;
}

/** A favorite search (filled star when `filled`). */
export function StarIcon({ filled = false }: { filled?: boolean }): ReactNode {
  return <Icon><path {...stroke} fill={filled ? 'currentColor' : 'none'} d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7z" /></Icon>;
}

/** "Enter opens this hit". */
export function SelectIcon(): ReactNode {
  return <Icon><path {...stroke} d="M17 4v6a3 3 0 0 1-3 3H3M7 9l-4 4 4 4" /></Icon>;
}

/** Line from a page hit to its child hits; shorter for the last child. */
export function TreeIcon({ last }: { last: boolean }): ReactNode {
  return (
    <svg className="DocSearch-Hit-Tree" viewBox="0 0 24 54" width="24" height="54" aria-hidden="true">
      <path {...stroke} d={last ? 'M8 6v21M20 27H8.3' : 'M8 6v42M20 27H8.3'} />
    </svg>
  );
}

/** Error screen. */
export function ErrorIcon(): ReactNode {
  return <Icon size={40}><path {...stroke} d="M10 2 1.5 17h17zM10 8v4M10 14.5v.5" /></Icon>;
}

/** No-results screen. */
export function NoResultsIcon(): ReactNode {
  return <Icon size={40}><path {...stroke} d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM13.3 13.3 18 18M6 6.5l5 5M11 6.5l-5 5" /></Icon>;
}
