/**
 * A doc shown with a sidebar that does not list it (`displayed_sidebar`) has no trail, yet
 * Docusaurus draws its breadcrumbs with the home link alone. The DocRoute contract has no
 * place for that, and its `breadcrumbs` is empty also when breadcrumbs are off, so the route
 * says it with this mark beside the contract (doc-routes.ts sets it; the theme reads it).
 */
import type { RouteData } from '../../runtime/types';

/** The mark on a doc route's data. */
export interface HomeOnlyCrumbs { breadcrumbsHomeOnly?: true }

/** Whether `route` is a doc whose breadcrumbs hold the home link alone. */
export function isHomeOnlyCrumbs(route: RouteData): boolean {
  return route.kind === 'doc' && route.breadcrumbs.length === 0 && (route as HomeOnlyCrumbs).breadcrumbsHomeOnly === true;
}
