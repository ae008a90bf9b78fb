/** @jsxRuntime automatic @jsxImportSource react */
import { useThemeTexts } from '../texts/texts';

/** Warning on pages that are built but hidden from navigation (behaviors §16). */
export function UnlistedBanner() {
  const { t } = useThemeTexts();
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md" role="alert">
      <p className="alert__heading">{t('theme.contentVisibility.unlistedBanner.title', 'Unlisted page')}</p>
      <p>{t('theme.contentVisibility.unlistedBanner.message', 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.')}</p>
    </div>
  );
}

/** Warning on draft pages, which exist only in dev builds (behaviors §16). */
export function DraftBanner() {
  const { t } = useThemeTexts();
  return (
    <div className="theme-draft-banner alert alert--warning margin-bottom--md" role="alert">
      <p className="alert__heading">{t('theme.contentVisibility.draftBanner.title', 'Draft page')}</p>
      <p>{t('theme.contentVisibility.draftBanner.message', 'This page is a draft. It will only be visible in dev and be excluded from the production build.')}</p>
    </div>
  );
}
