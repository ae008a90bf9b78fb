/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A Mermaid diagram (a ```mermaid fence, with markdown.mermaid): drawn in the browser by the
 * site's own mermaid package, which only pages with a diagram load. Until it is drawn, and on
 * a site without the package, the page shows the diagram's source: the code block it holds.
 * The diagram follows the colour mode (it is drawn again when the theme changes).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { drawDiagram, type MermaidApi } from './mermaid-draw';

/** Props of {@link Mermaid}. */
export interface MermaidProps {
  /** The diagram's Mermaid source. */
  value: string;
  /** What shows until the diagram is drawn (the source as a code block). */
  children?: ReactNode;
}

const isDark = () => document.documentElement.dataset.theme === 'dark';

/** See {@link MermaidProps}. */
export function Mermaid({ value, children }: MermaidProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  useEffect(() => {
    let current = true;
    const draw = async () => {
      // Imported when a diagram is drawn, never at module load: Node (the server, the tests)
      // cannot load this module, which the bundles make.
      const loadMermaid = (await import('opdocs:mermaid')).default;
      if (!loadMermaid) return;
      const mod = (await loadMermaid()) as { default?: MermaidApi } & MermaidApi;
      const mermaid = mod.default ?? mod;
      const drawn = await drawDiagram(mermaid, id, value, isDark());
      if (current) setSvg(drawn);
    };
    // A diagram Mermaid cannot read keeps showing its source.
    const redraw = () => void draw().catch(() => undefined);
    redraw();
    const observer = new MutationObserver(redraw);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [value, id]);
  if (svg !== null) return <div className="mermaid-diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
  return <div className="mermaid-diagram mermaid-diagram--source">{children}</div>;
}

export default Mermaid;
