/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocBreadcrumbs/StructuredData`: the crumbs as a schema.org BreadcrumbList in JSON-LD,
 * for a swizzled DocBreadcrumbs (opdocs' own crumbs carry the same as microdata). Written in
 * place: search engines read JSON-LD anywhere in the page.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';

/** A crumb as `useSidebarBreadcrumbs()` gives it. */
export interface StructuredCrumb { label: string; href?: string }

/** The crumbs as a schema.org BreadcrumbList (site-relative links made absolute with `siteUrl`). */
export function breadcrumbsStructuredData(breadcrumbs: readonly StructuredCrumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: /^[a-z][a-z\d+.-]*:/i.test(crumb.href) ? crumb.href : siteUrl + crumb.href } : {}),
    })),
  };
}

/** `useBreadcrumbsStructuredData` of `@docusaurus/plugin-content-docs/client`: the list for a site's own StructuredData. */
export function useBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: readonly StructuredCrumb[] }): Record<string, unknown> {
  return breadcrumbsStructuredData(breadcrumbs, useSite().url);
}

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: readonly StructuredCrumb[] }): ReactNode {
  const list = useBreadcrumbsStructuredData({ breadcrumbs });
  // "<" escaped so a label holding "</script>" cannot end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(list).replace(/</g, '\\u003c') }} />;
}
