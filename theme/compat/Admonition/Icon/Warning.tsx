/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Icon/Warning`: the theme's icon of warning admonitions. */
import type { ReactNode } from 'react';
import { AdmonitionGlyph } from '../glyph';

export function AdmonitionIconWarning(props: { className?: string; style?: object }): ReactNode {
  return <AdmonitionGlyph kind="warning" {...props} />;
}

export default AdmonitionIconWarning;
