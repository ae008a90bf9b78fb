/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Mermaid`: the theme's diagram, drawn in the browser with the site's mermaid package;
 * its source shows as a code block until then, as a ```mermaid fence's does.
 */
import type { ReactNode } from 'react';
import { CodeBlock } from '../Content/CodeBlock';
import { Mermaid as Diagram } from '../Content/Mermaid';

export interface MermaidProps {
  /** The diagram's Mermaid source. */
  value: string;
}

/** See {@link MermaidProps}. */
export default function Mermaid({ value }: MermaidProps): ReactNode {
  return <Diagram value={value}><CodeBlock language="mermaid">{value}</CodeBlock></Diagram>;
}
