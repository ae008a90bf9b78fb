/**
 * What one level of the docs sidebar tells the items on it, by context rather than props, so a
 * site's swizzled Docusaurus `DocSidebarItem` or `DocSidebarItem/Category`, which passes on only
 * Docusaurus' props, keeps the categories' remembered state and auto-collapse working.
 */
import { createContext } from 'react';

/** Where the level sits in the tree ("" at the top): a category's key in the sidebar memory is this plus its own. */
export const SidebarLevelPath = createContext('');

/**
 * The category of a level that was opened last, with `docs.sidebarAutoCollapseCategories`: the
 * others of that level close. Null without the setting (each category keeps its own state).
 */
export const OpenedSibling = createContext<{ opened: number | null; open(index: number | null): void } | null>(null);
