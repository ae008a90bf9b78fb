/**
 * markdown-it's inline tokens → mdast phrasing content. Inline tokens carry no map of their
 * own, so every phrasing node takes the position of the block it sits in.
 */
import type { Token } from 'markdown-it';
import type { Nodes, PhrasingContent } from 'mdast';

/** An mdast node's position (markdown-it-blocks.ts derives it from a block's lines). */
export type Position = NonNullable<Nodes['position']>;

/** Inline tokens → phrasing nodes; every node takes the block's position. */
export function buildInline(tokens: Token[], position: Position | undefined): PhrasingContent[] {
  const root: { children: PhrasingContent[] } = { children: [] };
  const stack: { children: PhrasingContent[] }[] = [root];
  const push = (node: PhrasingContent) => {
    const into = stack[stack.length - 1].children;
    const last = into[into.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else into.push(node);
  };
  const open = (node: PhrasingContent & { children: PhrasingContent[] }) => {
    push(node);
    stack.push(node);
  };
  for (const t of tokens) {
    switch (t.type) {
      case 'text': if (t.content) push({ type: 'text', value: t.content, position }); break;
      case 'softbreak': push({ type: 'text', value: '\n', position }); break;
      case 'hardbreak': push({ type: 'break', position }); break;
      case 'code_inline': push({ type: 'inlineCode', value: t.content, position }); break;
      case 'html_inline': push({ type: 'html', value: t.content, position }); break;
      case 'em_open': open({ type: 'emphasis', children: [], position }); break;
      case 'strong_open': open({ type: 'strong', children: [], position }); break;
      case 's_open': open({ type: 'delete', children: [], position }); break;
      case 'link_open': open({ type: 'link', url: attr(t, 'href') ?? '', title: attr(t, 'title') || null, children: [], position }); break;
      case 'em_close': case 'strong_close': case 's_close': case 'link_close':
        if (stack.length > 1) stack.pop();
        break;
      case 'image':
        push({ type: 'image', url: attr(t, 'src') ?? '', title: attr(t, 'title') || null, alt: plainText(t.children ?? []), position });
        break;
      case 'footnote_ref': {
        const label = String((t.meta as { label?: string }).label ?? '');
        push({ type: 'footnoteReference', identifier: label.toLowerCase(), label, position });
        break;
      }
      default:
        if (t.content) push({ type: 'text', value: t.content, position });
    }
  }
  return root.children;
}

/** A token attribute as a string, or null when the token has none by that name. */
export function attr(t: Token, name: string): string | null {
  const value = t.attrGet(name);
  return value === null ? null : String(value);
}

function plainText(tokens: Token[]): string {
  let out = '';
  for (const t of tokens) {
    if (t.type === 'image') out += plainText(t.children ?? []);
    else if (t.type === 'softbreak' || t.type === 'hardbreak') out += '\n';
    else out += t.content;
  }
  return out;
}
