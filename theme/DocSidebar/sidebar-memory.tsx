/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Keeps the open/closed state of docs-sidebar categories across page changes. Docusaurus
 * renders the sidebar in a layout route that stays mounted while the reader moves between the
 * docs of one sidebar, so a category the reader opened stays open on the next doc (only a
 * switch to another sidebar resets it, behaviors §9.5). Here every route change remounts the
 * page and its sidebar, so the state lives in this provider above the page instead, and is
 * dropped as soon as a page without that sidebar is shown.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRouteState } from '../../runtime/context';

/** Collapsed state by category key, for the sidebar of the current page. */
export type SidebarMemory = Map<string, boolean>;

const SidebarMemoryContext = createContext<SidebarMemory | null>(null);

/** Holds the category states of the sidebar the current page shows. */
export function SidebarMemoryProvider({ children }: { children: ReactNode }): ReactNode {
  const { route } = useRouteState();
  const sidebarUrl = route.kind === 'doc' ? route.sidebar?.url : undefined;
  // A new sidebar (or none, on a blog or home page) starts from the sidebar's own defaults.
  const memory = useMemo<SidebarMemory>(() => new Map(), [sidebarUrl]);
  return <SidebarMemoryContext.Provider value={memory}>{children}</SidebarMemoryContext.Provider>;
}

/** The memory of the current sidebar; null outside the provider (tests, swizzled roots). */
export function useSidebarMemory(): SidebarMemory | null {
  return useContext(SidebarMemoryContext);
}
