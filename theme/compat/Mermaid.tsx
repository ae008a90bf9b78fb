/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Mermaid`: opdocs draws no diagrams, so the diagram's source is shown as a code block,
 * as a ```mermaid fence in Markdown is. A page importing it still builds.
 */
import type { ReactNode } from 'react';
import { CodeBlock } from '../Content/CodeBlock';

export interface MermaidProps {
  /** The diagram's Mermaid source. */
  value: string;
}

/** See {@link MermaidProps}. */
export default function Mermaid({ value }: MermaidProps): ReactNode {
  return <CodeBlock language="mermaid">{value}</CodeBlock>;
}
