/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { SearchButton } from '../Search/SearchButton';
import { NavbarSearch } from './NavbarSearch';

/** Where the search button goes in the navbar; the modal loads on first use. */
export function SearchSlot(): ReactNode {
  if (!useSite().search) return null;
  return (
    // Named and relative, so a site's swizzled Navbar/Search draws the place.
    <NavbarSearch className="navbar__search">
      <SearchButton />
    </NavbarSearch>
  );
}
