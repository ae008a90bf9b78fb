/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Icon/Tip`: the theme's icon of tip admonitions. */
import type { ReactNode } from 'react';
import { AdmonitionGlyph } from '../glyph';

export function AdmonitionIconTip(props: { className?: string; style?: object }): ReactNode {
  return <AdmonitionGlyph kind="tip" {...props} />;
}

export default AdmonitionIconTip;
