/** @jsxRuntime automatic @jsxImportSource react */
/** `@docusaurus/Interpolate`: `{placeholders}` in the child text filled from `values`. */
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './placeholders';

export { interpolate };

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }): ReactNode {
  return <>{interpolate(children, values)}</>;
}
