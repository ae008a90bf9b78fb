/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Icon/Note`: the theme's icon of note admonitions. */
import type { ReactNode } from 'react';
import { AdmonitionGlyph } from '../glyph';

export function AdmonitionIconNote(props: { className?: string; style?: object }): ReactNode {
  return <AdmonitionGlyph kind="note" {...props} />;
}

export default AdmonitionIconNote;
