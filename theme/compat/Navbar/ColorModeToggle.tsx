/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../../runtime/context';
import { ColorModeSwitch } from '../../Navbar/ColorModeSwitch';

/** `@theme/Navbar/ColorModeToggle`: the navbar's light/dark switch (a swizzled ColorModeToggle's, if any); nothing when the site disables switching. */
export default function NavbarColorModeToggle({ className }: { className?: string }): ReactNode {
  if (useSite().colorMode.disableSwitch) return null;
  return <ColorModeSwitch className={className ?? ''} />;
}
