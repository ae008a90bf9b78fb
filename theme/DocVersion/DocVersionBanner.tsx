/** @jsxRuntime automatic @jsxImportSource react */
import type { VersionData } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { createStorageSlot } from '../../runtime/storage';

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
export function getVersionBannerText(kind: 'unreleased' | 'unmaintained', siteTitle: string, versionLabel: string): string {
  return kind === 'unreleased'
    ? `This is unreleased documentation for ${siteTitle} ${versionLabel} version.`
    : `This is documentation for ${siteTitle} ${versionLabel}, which is no longer actively maintained.`;
}

/**
 * Warning above docs of an unreleased or unmaintained version, pointing at the latest
 * version. Following the link stores it as the preferred version (behaviors §9.8).
 */
export function DocVersionBanner({ kind, siteTitle, versionLabel, latest, latestDocPath, pluginId, persist }: DocVersionBannerProps) {
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>{getVersionBannerText(kind, siteTitle, versionLabel)}</div>
      {latest && (
        <div className="margin-top--md">
          For up-to-date documentation, see the{' '}
          <b>
            <Link
              href={latestDocPath ?? latest.mainDocPath}
              onClick={() => {
                if (persist) createStorageSlot(`docs-preferred-version-${pluginId}`).set(latest.name);
              }}
            >
              latest version
            </Link>
          </b>{' '}
          ({latest.label}).
        </div>
      )}
    </div>
  );
}
