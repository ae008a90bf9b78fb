/**
 * Docusaurus gives a doc's file as `useDoc().metadata.source` (`@site/docs/intro.md`), from
 * which swizzled doc footers build "edit" or "view source" links of their own. The DocRoute
 * contract has no place for it, so the route carries it beside the contract, as
 * Breadcrumbs/home-only.ts does its mark (doc-routes.ts sets it; useDoc reads it).
 */
import type { RouteData } from '../../runtime/types';

/** The doc's file on a doc route's data, `@site/` then its path in the site. */
export interface DocSource { source?: string }

/** The file of the doc `route` shows, as Docusaurus names it; undefined for a generated index. */
export const docSourceOf = (route: RouteData): string | undefined => (route as RouteData & DocSource).source;
