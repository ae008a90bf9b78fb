/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The navbar's light/dark switch, in the bar and the mobile menu, given Docusaurus' props. Its
 * own file so a site's swizzled Docusaurus `ColorModeToggle` (props `className`,
 * `buttonClassName`, `value`, `onChange`, `respectPrefersColorScheme`) draws it instead.
 */
import type { ReactNode } from 'react';
import { ColorModeToggle } from '../ColorMode/ColorModeToggle';
import type { ColorMode } from '../ColorMode/ColorModeProvider';

/** Props of {@link NavbarColorModeToggle}, Docusaurus' own. */
export interface NavbarColorModeToggleProps {
  className?: string;
  buttonClassName?: string;
  /** The mode on screen (opdocs does not tell a stored choice from the system's, so never null). */
  value: ColorMode | null;
  /** Switches to a mode and remembers it; `null` forgets the choice. */
  onChange: (mode: ColorMode | null) => void;
  respectPrefersColorScheme?: boolean;
}

/** See {@link NavbarColorModeToggleProps}; opdocs' switch reads and sets the mode itself. */
export function NavbarColorModeToggle({ className }: NavbarColorModeToggleProps): ReactNode {
  return <ColorModeToggle className={className} />;
}

export default NavbarColorModeToggle;
