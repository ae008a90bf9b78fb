/**
 * A page's own JSON-LD blocks (from a `<script type="application/ld+json">` in its MDX `<Head>`),
 * carried on its route's head to the document writer. runtime/types.ts' HeadData has no field
 * for them and is not ours to change, so the field is added here, beside the contract.
 */
import type { HeadData } from '../../runtime/types.js';

/** HeadData with the page's JSON-LD values. */
export type HeadWithJsonLd = HeadData & { jsonLd?: unknown[] };

/** Gives `head` the page's JSON-LD values (none: nothing is added). */
export function setPageJsonLd(head: HeadData, values: unknown[] | undefined): void {
  if (values?.length) (head as HeadWithJsonLd).jsonLd = values;
}

/** The page's JSON-LD values, [] without any. */
export function pageJsonLdOf(head: HeadData): unknown[] {
  const values = (head as HeadWithJsonLd).jsonLd;
  return Array.isArray(values) ? values : [];
}
