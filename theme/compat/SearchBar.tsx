/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/SearchBar`: the site's search, as a button that opens the same modal as the
 * navbar's (a home page often shows one in its hero). Nothing without search configured. The
 * keyboard shortcuts stay with the navbar's button, so one key press opens one modal; inside
 * `@theme/Navbar/Search` (a swizzled Navbar/Content) it is that button.
 */
import { useContext, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { SearchButton } from '../Search/SearchButton';
import { InNavbarSearch } from './search-place';

export default function SearchBar(): ReactNode {
  const inNavbar = useContext(InNavbarSearch);
  if (!useSite().search) return null;
  return <SearchButton opensOnKeys={inNavbar} />;
}
