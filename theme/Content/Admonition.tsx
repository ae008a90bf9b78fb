/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A callout with the props Docusaurus documents (`type`, `title`, `icon`). The markup is the
 * one Markdown `:::note` blocks get at build time, so both look the same; a site's
 * theme/Admonition.tsx replaces this component for both.
 */
import type { ReactNode } from 'react';
import { useThemeTexts } from '../texts/texts';
import { ADMONITION_TITLE_IDS, admonitionIcon } from './admonition-icons';

/** Props of {@link Admonition}. */
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, important, caution, success, secondary. */
  type?: string;
  /** Shown in place of the type name. */
  title?: ReactNode;
  /** Replaces the type's icon (e.g. an emoji). */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** See {@link AdmonitionProps}. */
export function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  const { t } = useThemeTexts();
  const kind = type.toLowerCase();
  const titleId = ADMONITION_TITLE_IDS.get(kind);
  return (
    <div className={['admonition', `admonition--${kind}`, 'theme-admonition', `theme-admonition-${kind}`, className].filter(Boolean).join(' ')} role="note">
      <p className="admonition__heading">
        {icon === undefined
          ? <span className="admonition__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: admonitionIcon(kind) }} />
          : <span className="admonition__icon" aria-hidden="true">{icon}</span>}
        <span className="admonition__title">{title ?? (titleId ? t(titleId, kind) : kind)}</span>
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}

export default Admonition;
