/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { SearchButton } from '../Search/SearchButton';

/** Where the search button goes in the navbar; the modal loads on first use. */
export function SearchSlot(): ReactNode {
  if (!useSite().search) return null;
  return (
    <div className="navbar__search" data-opdocs-search-slot="">
      <SearchButton />
    </div>
  );
}
