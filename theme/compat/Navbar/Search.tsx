/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { cx } from '../../Layout/cx';
import { InNavbarSearch } from '../search-place';

/**
 * `@theme/Navbar/Search`: the navbar's search place around `children` (usually `<SearchBar />`,
 * which here keeps Ctrl/Cmd+K and "/" as the navbar's own search button does).
 */
export default function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }): ReactNode {
  return (
    <div className={cx('navbar__search', className)}>
      <InNavbarSearch.Provider value={true}>{children}</InNavbarSearch.Provider>
    </div>
  );
}
