/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The banner over a doc of an unreleased or unmaintained version, linking to the latest one: an
 * override point of its own (Docusaurus' DocVersionBanner, which takes no props but `className`).
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { DocVersionBanner } from '../DocVersion/DocVersionBanner';
import { docsOf } from '../hooks/usePreferredVersion';
import { useDocRoute } from './DocItemParts';

/** The banner of an unreleased or unmaintained docs version, linking to the latest one. */
export function DocItemVersionBanner(): ReactNode {
  const route = useDocRoute();
  const site = useSite();
  const docs = docsOf(site, route.version.pluginId);
  if (!route.version.banner || !docs) return null;
  const latest = docs.versions.find((version) => version.isLast) ?? null;
  return (
    <DocVersionBanner
      kind={route.version.banner}
      siteTitle={site.title}
      versionLabel={route.version.label}
      latest={latest}
      latestDocPath={latest ? route.versionPaths?.[latest.name] : undefined}
      pluginId={docs.pluginId}
      persist={docs.versionPersistence === 'localStorage'}
    />
  );
}
