/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Admonition/Icon/Danger`: the theme's icon of danger admonitions. */
import type { ReactNode } from 'react';
import { AdmonitionGlyph } from '../glyph';

export function AdmonitionIconDanger(props: { className?: string; style?: object }): ReactNode {
  return <AdmonitionGlyph kind="danger" {...props} />;
}

export default AdmonitionIconDanger;
