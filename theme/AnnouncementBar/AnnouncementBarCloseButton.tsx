/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The button closing the announcement bar. Its own file so a site's swizzled Docusaurus
 * `AnnouncementBar/CloseButton` (props `onClick`, `className` and any of a `<button>`) draws it.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../Layout/cx';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link AnnouncementBarCloseButton}: those of its `<button>`. */
export type AnnouncementBarCloseButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** See {@link AnnouncementBarCloseButtonProps}. */
export function AnnouncementBarCloseButton({ className, ...props }: AnnouncementBarCloseButtonProps): ReactNode {
  const { t } = useThemeTexts();
  return (
    <button type="button" className={cx('clean-btn close', className)} aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')} {...props}>
      <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
        <path d="M2 2l11 11M13 2L2 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export default AnnouncementBarCloseButton;
