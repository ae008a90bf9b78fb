/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The navbar's search place around the search button. Its own file so a site's swizzled
 * Docusaurus `Navbar/Search` (props `children`, `className`) draws it instead.
 */
import type { ReactNode } from 'react';

/** Props of {@link NavbarSearch}, Docusaurus' own. */
export interface NavbarSearchProps {
  children?: ReactNode;
  className?: string;
}

/** See {@link NavbarSearchProps}; the theme gives `className` its `navbar__search`, which a site's own keeps by using it. */
export function NavbarSearch({ children, className }: NavbarSearchProps): ReactNode {
  return <div className={className} data-opdocs-search-slot="">{children}</div>;
}

export default NavbarSearch;
