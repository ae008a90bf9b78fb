/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Icon/Info`: the theme's icon of info admonitions. */
import type { ReactNode } from 'react';
import { AdmonitionGlyph } from '../glyph';

export function AdmonitionIconInfo(props: { className?: string; style?: object }): ReactNode {
  return <AdmonitionGlyph kind="info" {...props} />;
}

export default AdmonitionIconInfo;
