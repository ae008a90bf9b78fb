/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Placeholder (issue 11, branch compat) until the components branch's Admonition lands: same
 * exports and props, the Markdown admonition's markup, no icons.
 */
import type { ReactNode } from 'react';

/** Props of {@link Admonition}. */
export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A note, tip, info, warning or danger box, as `:::type` renders in Markdown. */
export function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps): ReactNode {
  return (
    <div className={`admonition admonition--${type}${className ? ` ${className}` : ''}`} role="note">
      <p className="admonition__heading">
        {icon ? <span className="admonition__icon" aria-hidden="true">{icon}</span> : null}
        <span className="admonition__title">{title ?? type}</span>
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}

export default Admonition;
