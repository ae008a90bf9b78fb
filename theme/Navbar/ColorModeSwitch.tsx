/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { useColorMode } from '../hooks/useColorMode';
// Named and relative: a site's swizzled ColorModeToggle (an override of this module) draws the switch.
import { NavbarColorModeToggle } from './NavbarColorModeToggle';

/** The light/dark switch where the navbar draws it, handed the mode and its setter as Docusaurus hands them. */
export function ColorModeSwitch({ className }: { className: string }): ReactNode {
  const { colorMode, setColorMode } = useColorMode();
  const respect = useSite().colorMode.respectPrefersColorScheme;
  return <NavbarColorModeToggle className={className} value={colorMode} onChange={setColorMode} respectPrefersColorScheme={respect} />;
}
