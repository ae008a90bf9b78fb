import { useCallback, useState } from 'react';

/** State of one collapsible section. */
export interface CollapsibleState {
  collapsed: boolean;
  setCollapsed: (value: boolean) => void;
  toggleCollapsed: () => void;
}

/** Collapsed/expanded state for a `<Collapsible>`; `initialState` true = collapsed. */
export function useCollapsible(opts: { initialState: boolean | (() => boolean) }): CollapsibleState {
  const [collapsed, setCollapsed] = useState(opts.initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}
