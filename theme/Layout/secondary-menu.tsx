/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The mobile navbar's secondary panel (behaviors §4.4): a page (docs or blog) registers
 * what it should show; the Navbar reads it. Setter and value live in separate contexts so
 * registering never re-renders the page that registered.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** What a page put into the secondary menu. */
export interface SecondaryMenuEntry {
  content: ReactNode;
  /** Accessible name of the panel, e.g. "Docs sidebar". */
  label?: string;
}

type SetEntry = (entry: SecondaryMenuEntry | null) => void;

const SetterContext = createContext<SetEntry | null>(null);
const ValueContext = createContext<SecondaryMenuEntry | null>(null);

/** Holds the secondary menu content for the Navbar; rendered by Layout. */
export function SecondaryMenuProvider({ children }: { children: ReactNode }): ReactNode {
  const [entry, setEntry] = useState<SecondaryMenuEntry | null>(null);
  return (
    <SetterContext.Provider value={setEntry}>
      <ValueContext.Provider value={entry}>{children}</ValueContext.Provider>
    </SetterContext.Provider>
  );
}

/**
 * Shows `content` in the mobile navbar's secondary panel while the calling component is
 * mounted; cleared on unmount. Outside a Layout it does nothing.
 */
export function useSecondaryMenu(content: ReactNode | null, label?: string): void {
  const setEntry = useContext(SetterContext);
  useEffect(() => {
    setEntry?.(content === null || content === undefined ? null : { content, label });
  }, [setEntry, content, label]);
  useEffect(() => () => setEntry?.(null), [setEntry]);
}

/** The registered secondary menu, or null (for the Navbar). */
export function useSecondaryMenuEntry(): SecondaryMenuEntry | null {
  return useContext(ValueContext);
}
