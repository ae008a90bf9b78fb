/** @jsxRuntime automatic @jsxImportSource react */
import type { VersionData } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { createStorageSlot } from '../../runtime/storage';
import { interpolate } from '../compat/placeholders';
import { useThemeTexts, type ThemeTexts } from '../texts/texts';

/** Props of {@link DocVersionBanner}. */
export interface DocVersionBannerProps {
  kind: 'unreleased' | 'unmaintained';
  siteTitle: string;
  versionLabel: string;
  /** The latest released version, target of the "latest version" link. */
  latest: VersionData | null;
  /** The doc on screen in the latest version, when it has it (else the link goes to that version's main doc). */
  latestDocPath?: string;
  pluginId: string;
  /** Whether clicking the link may remember the version (versionPersistence "localStorage"). */
  persist: boolean;
}

/** Banner text for a version that is not the latest (behaviors §9.7). */
export function getVersionBannerText(texts: ThemeTexts, kind: 'unreleased' | 'unmaintained', siteTitle: string, versionLabel: string): string {
  const values = { siteTitle, versionLabel };
  return kind === 'unreleased'
    ? texts.t('theme.docs.versions.unreleasedVersionLabel', 'This is unreleased documentation for {siteTitle} {versionLabel} version.', values)
    : texts.t('theme.docs.versions.unmaintainedVersionLabel', 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', values);
}

/**
 * Warning above docs of an unreleased or unmaintained version, pointing at the latest
 * version. Following the link stores it as the preferred version (behaviors §9.8).
 */
export function DocVersionBanner({ kind, siteTitle, versionLabel, latest, latestDocPath, pluginId, persist }: DocVersionBannerProps) {
  const texts = useThemeTexts();
  // The sentence's template is translated whole, so a language may put the link elsewhere.
  const suggestion = latest && interpolate(
    texts.t('theme.docs.versions.latestVersionSuggestionLabel', 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'),
    {
      latestVersionLink: (
        <b>
          <Link
            href={latestDocPath ?? latest.mainDocPath}
            onClick={() => {
              if (persist) createStorageSlot(`docs-preferred-version-${pluginId}`).set(latest.name);
            }}
          >
            {texts.t('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
          </Link>
        </b>
      ),
      versionLabel: latest.label,
    },
  );
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>{getVersionBannerText(texts, kind, siteTitle, versionLabel)}</div>
      {latest && <div className="margin-top--md">{suggestion}</div>}
    </div>
  );
}
