/**
 * ```mermaid fences (markdown.mermaid in site.config.json, Docusaurus' key): a Mermaid content
 * component that draws the diagram in the browser, holding the fence's code block, which is
 * what the page shows until then (and for good without the site's mermaid package). The
 * setting is made per parse by parse-job.ts.
 */
import type { Element, ElementContent } from 'hast';
import { COMPONENT_TAG } from './content-component';

let enabled = false;

/** Turns diagrams on or off for the parses that follow. */
export function setMermaid(on: boolean | undefined): void {
  enabled = on === true;
}

/** The diagram marker for a fence, or null when it is no diagram (or diagrams are off); `codeBlock` makes its source's block, only for a diagram. */
export function mermaidDiagram(lang: string, code: string, codeBlock: () => Element): ElementContent | null {
  if (!enabled || lang !== 'mermaid') return null;
  return { type: 'element', tagName: COMPONENT_TAG, properties: { name: 'Mermaid', props: JSON.stringify({ value: code }) }, children: [codeBlock()] };
}
