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

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: readonly StructuredCrumb[] }): ReactNode {
  const site = useSite();
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: /^[a-z][a-z\d+.-]*:/i.test(crumb.href) ? crumb.href : site.url + crumb.href } : {}),
    })),
  };
  // "<" escaped so a label holding "</script>" cannot end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(list).replace(/</g, '\\u003c') }} />;
}
