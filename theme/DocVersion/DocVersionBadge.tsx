/** @jsxRuntime automatic @jsxImportSource react */
import { useThemeTexts } from '../texts/texts';

/** Props of {@link DocVersionBadge}. */
export interface DocVersionBadgeProps {
  label: string;
}

/** "Version: {label}" pill shown above a doc when the site has several versions. */
export function DocVersionBadge({ label }: DocVersionBadgeProps) {
  const { t } = useThemeTexts();
  return <span className="theme-doc-version-badge badge badge--secondary">{t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: label })}</span>;
}
