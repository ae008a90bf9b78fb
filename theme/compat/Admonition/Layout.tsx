/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Admonition/Layout`: the frame of a callout (heading with icon and title, then the
 * content), in the markup Markdown admonitions get at build time, so a site's own admonition
 * types and icons look like the theme's.
 */
import type { ReactNode } from 'react';

/** Props of {@link AdmonitionLayout}, as Docusaurus gives them. */
export interface AdmonitionLayoutProps {
  type: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function AdmonitionLayout({ type, icon, title, className, children }: AdmonitionLayoutProps): ReactNode {
  const kind = type.toLowerCase();
  const heading = icon != null || title != null;
  return (
    <div className={['admonition', `admonition--${kind}`, 'theme-admonition', `theme-admonition-${kind}`, className].filter(Boolean).join(' ')} role="note">
      {heading && (
        <p className="admonition__heading">
          {icon != null && <span className="admonition__icon" aria-hidden="true">{icon}</span>}
          {title != null && <span className="admonition__title">{title}</span>}
        </p>
      )}
      <div className="admonition__content">{children}</div>
    </div>
  );
}

export default AdmonitionLayout;
