/**
 * A page's own JSON-LD blocks (from a `<script type="application/ld+json">` in its MDX `<Head>`),
 * carried on its route's head to the document writer and, in the route's data, to the client
 * router, which swaps them on navigation (runtime/head-sync.ts).
 */
import type { HeadData } from '../../runtime/types.js';

/** Gives `head` the page's JSON-LD values (none: nothing is added). */
export function setPageJsonLd(head: HeadData, values: unknown[] | undefined): void {
  if (values?.length) head.jsonLd = values;
}

/** The page's JSON-LD values, [] without any. */
export function pageJsonLdOf(head: HeadData): unknown[] {
  return Array.isArray(head.jsonLd) ? head.jsonLd : [];
}
