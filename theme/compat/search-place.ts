import { createContext } from 'react';

/** True inside `@theme/Navbar/Search`: a `@theme/SearchBar` there is the navbar's search, keyboard shortcuts included. */
export const InNavbarSearch = createContext(false);
