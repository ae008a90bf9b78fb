/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';

/**
 * Where the search button goes. The search feature mounts itself into
 * `[data-opdocs-search-slot]`; the container is hidden by CSS while empty.
 */
export function SearchSlot(): ReactNode {
  return <div className="navbar__search" data-opdocs-search-slot="" />;
}
