/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The search page's docs version selectors (behaviors §12.8): one per set of docs with more
 * than one version, shown only with contextual search (without it no version filter is sent).
 * Small and part of the page shell, so the choice is there before the results code loads.
 */
import { useId, type ReactNode } from 'react';
import type { SiteData } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';
import { getDocsSets } from './facet-filters';

/** Props of SearchPageVersions. */
export interface SearchPageVersionsProps {
  site: SiteData;
  /** pluginId → chosen version name; a set absent here shows its first listed version. */
  chosen: Readonly<Record<string, string>>;
  onChange: (pluginId: string, version: string) => void;
}

/** The selectors, or nothing when there is nothing to choose. */
export function SearchPageVersions({ site, chosen, onChange }: SearchPageVersionsProps): ReactNode {
  const idPrefix = useId();
  const { t } = useThemeTexts();
  if (!site.search?.contextualSearch) return null;
  const versioned = getDocsSets(site).filter((docs) => docs.versions.length > 1);
  if (versioned.length === 0) return null;
  // With several selectors each option says which docs it belongs to.
  const several = versioned.length > 1;
  return (
    <div className="search-page__versions">
      {versioned.map((docs) => {
        const id = `${idPrefix}-${docs.pluginId}`;
        return (
          <div className="search-page__version" key={docs.pluginId}>
            <label htmlFor={id} className="visually-hidden">
              {several ? `${t('theme.SearchPage.docsVersionLabel', 'Docs version')} (${docs.pluginId})` : t('theme.SearchPage.docsVersionLabel', 'Docs version')}
            </label>
            <select
              id={id}
              className="search-page__version-select"
              value={chosen[docs.pluginId] ?? docs.versions[0]!.name}
              onChange={(event) => onChange(docs.pluginId, event.target.value)}
            >
              {docs.versions.map((version) => (
                <option key={version.name} value={version.name}>
                  {several ? `${docs.pluginId}: ${version.label}` : version.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
