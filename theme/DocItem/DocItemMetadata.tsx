/**
 * A doc page's head metadata as a component (Docusaurus' DocItem/Metadata): opdocs writes the
 * doc's title, description, keywords and image into the page's head from its route already, so
 * the theme's draws nothing. It is a place for a site's swizzle, which sets them (or more) with
 * `<PageMetadata>` or `<Head>` and wins over the route's.
 */
import type { ReactNode } from 'react';

/** Nothing: see the module's comment. */
export function DocItemMetadata(): ReactNode {
  return null;
}

export default DocItemMetadata;
