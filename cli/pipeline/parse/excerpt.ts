/**
 * A blog post's excerpt (behaviors §11.3): Docusaurus cuts the source string at the first
 * truncate marker and renders what comes before it, so a marker written inside a paragraph or
 * a list keeps the words before it. The excerpt is taken from the body's own tree when the
 * marker sits between blocks, and rendered again from the cut source when a block holds it.
 */
import type { Root as HastRoot, RootContent as HastContent } from 'hast';
import { positionAt } from '../../errors';
import { toHtml } from './hast-html';
import type { MarkdownInput, ParsedMarkdown } from './markdown-types';

type Resolvers = Pick<MarkdownInput, 'resolveLink' | 'resolveImage'>;

/**
 * Wraps the body's link and image hooks so the second render of the cut source reuses their
 * answers: calling the hooks again would report a broken link of the excerpt twice.
 */
export function recordResolutions(input: MarkdownInput): { input: MarkdownInput; replay: Resolvers } {
  const links = new Map<string, string | undefined>();
  const images = new Map<string, ReturnType<NonNullable<Resolvers['resolveImage']>>>();
  const { resolveLink, resolveImage } = input;
  return {
    input: {
      ...input,
      ...(resolveLink ? { resolveLink: (href, pos) => { const r = resolveLink(href, pos); if (!links.has(href)) links.set(href, r); return r; } } : {}),
      ...(resolveImage ? { resolveImage: (src, pos) => { const r = resolveImage(src, pos); if (!images.has(src)) images.set(src, r); return r; } } : {}),
    },
    replay: { resolveLink: (href) => links.get(href), resolveImage: (src) => images.get(src) },
  };
}

/**
 * The excerpt's HTML: the top-level nodes that end before the marker, or, when the node after
 * them starts before it (the marker is inside that block), `renderCut` of the source before it.
 */
export function excerptHtml(hast: HastRoot, source: string, markerAt: number, renderCut: ((source: string) => ParsedMarkdown) | null): string {
  const { line, column } = positionAt(source, markerAt);
  const kept: HastContent[] = [];
  for (const child of hast.children) {
    const end = child.position?.end;
    if (child.type !== 'text') {
      if (!end || end.line > line || (end.line === line && end.column > column)) {
        const start = child.position?.start;
        const holdsMarker = start !== undefined && (start.line < line || (start.line === line && start.column < column));
        if (holdsMarker && renderCut) {
          const html = renderCut(source.slice(0, markerAt)).html;
          return html === '' || html.endsWith('\n') ? html : `${html}\n`;
        }
        break;
      }
    }
    kept.push(child);
  }
  while (kept.length > 0 && kept[kept.length - 1].type === 'text') kept.pop();
  return kept.length > 0 ? `${toHtml(kept)}\n` : '';
}
