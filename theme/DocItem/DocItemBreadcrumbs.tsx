/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The doc's breadcrumbs over its content. Its own file so a site's swizzled Docusaurus
 * `DocBreadcrumbs` (no props; it reads the crumbs with `useSidebarBreadcrumbs()` and the home
 * link with `useHomePageRoute()`) draws them instead.
 */
import type { ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { useRoute, useSite } from '../../runtime/context';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { isHomeOnlyCrumbs } from '../Breadcrumbs/home-only';

/** The breadcrumbs of the doc being shown. */
export function DocItemBreadcrumbs(): ReactNode {
  const route = useRoute<DocRoute>();
  const site = useSite();
  return <Breadcrumbs crumbs={route.breadcrumbs} homeHref={site.hasHomePage ? site.baseUrl : null} homeOnly={isHomeOnlyCrumbs(route)} />;
}

export default DocItemBreadcrumbs;
