/** @jsxRuntime automatic @jsxImportSource react */
/** The theme's admonition glyphs as components, for `@theme/Admonition/Icon/*`. */
import type { ReactNode } from 'react';
import { admonitionIcon } from '../../Content/admonition-icons';

/** The theme's icon of the admonition `kind`; `className` and `style` as an SVG icon would take them. */
export function AdmonitionGlyph({ kind, className, style }: { kind: string; className?: string; style?: object }): ReactNode {
  // display: contents keeps the glyph's own box the one laid out, as an inline <svg> would be.
  return <span className={className} style={{ display: 'contents', ...style }} dangerouslySetInnerHTML={{ __html: admonitionIcon(kind) }} />;
}
