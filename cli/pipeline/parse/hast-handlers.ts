/**
 * mdast → hast handlers that make the theme's markup: heading ids and hash links, code
 * blocks, admonitions, table scroll regions, resolved links and images (hast-links.ts),
 * emoji. While they run (in document order) they collect headings, the title and the search
 * blocks.
 */
import type { ElementContent, Properties } from 'hast';
import type { Heading, ListItem, Nodes, Parents, PhrasingContent } from 'mdast';
import { defaultHandlers, type Handlers, type State } from 'mdast-util-to-hast';
import { createAdmonitionElement } from './admonitions';
import { createCodeBlockElement } from './code-block';
import { npm2yarnTabs } from './npm2yarn';
import { mermaidDiagram } from './mermaid';
import { admonitionMarker, codeBlockMarker, isOverridden } from './override-markers';
import { emojifyText } from './emoji';
import { toHtml } from './hast-html';
import { createHeadingElement, unwrapLinks, type HeadingSlugger } from './headings';
import { createLinkHandlers } from './hast-links';
import { footnoteReferenceOnce, isHeadRow, listItemOnce, tableRowOnce } from './hast-linear';
import { patched } from './hast-patch';
import { getPlainText } from './html-text';
import type { AdmonitionNode } from './mdast-admonitions';
import { breakLongWords } from './word-breaks';
import { getTableLabel, rewriteHtml, type ResolvedImage, type RewriteHooks, type TableState } from './rewrite-html';
import { collapseWhitespace, getHastText, getOwnItemText, type SearchBlock } from './search-blocks';
import type { HeadEntry } from '../../../theme/compat/head-data';
import { originOf } from './mdx/node-origin';

/** An h2–h6 as collected (see ParsedHeading in markdown-types.ts). */
export interface CollectedHeading { level: number; id: string; text: string; html: string; line: number }

/** Per-document state the handlers read and fill. */
export interface RenderState {
  /** Tags a `<Head>` in MDX asked for (see mdx/jsx-handlers.ts). */
  head?: HeadEntry[];
  /** JSON-LD blocks of that `<Head>` (see mdx/head-json-ld.ts). */
  jsonLd?: unknown[];
  slugger: HeadingSlugger;
  lineOffset: number;
  title: string | null;
  /** Past the first heading or `---` of the page's own: no later h1 is its title (Docusaurus' contentTitle). */
  titleClosed?: boolean;
  headings: CollectedHeading[];
  blocks: SearchBlock[];
  tables: TableState;
  /** Resolves a (sanitized) link URL written at `node`; `written`: the URL before it was sanitized, for messages. */
  resolveLink(url: string, node: Nodes, written?: string): string | undefined;
  /** Resolves an image URL written at `node`; `imported`: the MDX imports it as a module (MarkdownPosition.imported). */
  /** `written`: the URL as the source has it, when sanitizing changed it (a refused scheme leaves ''). */
  resolveImage(url: string, node: Nodes, imported?: boolean, written?: string): ResolvedImage | undefined;
  /** URL hooks for raw HTML written at `node`. */
  rawHooks(node: Nodes): RewriteHooks;
  /** Links being rendered around the current node (an image inside one is not linked again). */
  linkDepth?: number;
  /** The site's base URL, which a `pathname://` link's path goes under; default "/". */
  baseUrl?: string;
  /** Told when an explicit `{#id}` was taken already and the heading at `line` got `id` instead. */
  onRenamedId?(explicit: string, id: string, line: number, takenAt: number | undefined, node: Nodes): void;
}

const EXPLICIT_ID = /\s*\\?\{#([^{}\s]+)\}\s*$/;

/**
 * Text of mdast nodes as written (before emoji), for heading slugs. Like Docusaurus' slug
 * source (mdast-util-to-string), it takes an image's alt and an expression's code as text.
 */
function getSourceText(nodes: readonly Nodes[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'html') out += getPlainText(node.value);
    else if ('value' in node) out += node.value;
    else if (node.type === 'image' || node.type === 'imageReference') out += node.alt ?? '';
    else if (node.type === 'break') out += '\n';
    else if ('children' in node) out += getSourceText(node.children);
  }
  return out;
}

/** Removes a trailing `{#custom-id}` from the heading's last text and returns the id. */
function takeExplicitId(heading: Heading): string | null {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return null;
  const m = EXPLICIT_ID.exec(last.value);
  if (!m) return null;
  last.value = last.value.slice(0, m.index).trimEnd();
  if (!last.value) heading.children.pop();
  return m[1];
}

/**
 * Task-list checkboxes: a bare disabled input (disabled before checked, as micromark writes it),
 * named by its item's text, as a form control must be for assistive technology (axe's `label`).
 */
function fixCheckbox(children: ElementContent[]): void {
  for (const child of children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input') {
      // The text beside it: the item's own (no nested list), or its paragraph's in a loose item.
      const label = getOwnItemText(children);
      child.properties = { type: 'checkbox', disabled: true, checked: child.properties.checked, ...(label ? { ariaLabel: label } : {}) };
      return;
    }
    if (child.tagName === 'p') return fixCheckbox(child.children);
  }
}

/** The handlers for one document. */
export function createHandlers(ctx: RenderState): Handlers {
  const pushText = (text: string) => {
    if (text) ctx.blocks.push({ kind: 'text', text });
  };

  const handlers: Handlers = {
    text(state, node) {
      const result = defaultHandlers.text(state, node);
      if (result.type === 'text') result.value = emojifyText(result.value);
      return result;
    },
    html(state, node) {
      const result = { type: 'raw' as const, value: rewriteHtml(node.value, ctx.rawHooks(node), ctx.tables) };
      state.patch(node, result);
      return result;
    },
    heading(state, node) {
      const explicitId = takeExplicitId(node);
      // An h1 shows no id, so its explicit one must not take that name from a later heading
      // (which would become "x-1", leaving the author's own #x on no element at all).
      const id = node.depth === 1 && explicitId !== null ? '' : ctx.slugger.next(explicitId ?? getSourceText(node.children), explicitId !== null);
      const children = state.all(node);
      const text = getHastText(children);
      const level = node.depth;
      // A partial's heading is no heading of the page's own Markdown, as Docusaurus reads the file.
      if (!originOf(node) && !ctx.titleClosed) {
        if (level === 1) ctx.title = text;
        ctx.titleClosed = true;
      }
      if (level > 1 && id) {
        const line = (node.position?.start.line ?? 1) + ctx.lineOffset;
        if (explicitId !== null && id !== explicitId) ctx.onRenamedId?.(explicitId, id, line, ctx.headings.find((h) => h.id === explicitId)?.line, node);
        ctx.headings.push({ level, id, text, html: toHtml(unwrapLinks(children)), line });
      }
      ctx.tables.heading = collapseWhitespace(text);
      const plain = collapseWhitespace(text);
      if (plain) ctx.blocks.push(level > 1 && id ? { kind: 'heading', level, text: plain, id } : { kind: 'heading', level, text: plain });
      return patched(state, node, createHeadingElement(level, id, text, children));
    },
    thematicBreak(state, node) {
      if (!originOf(node)) ctx.titleClosed = true;
      return defaultHandlers.thematicBreak(state, node);
    },
    code(state, node) {
      // Accept `js{1,3}` as well as `js {1,3}`.
      const word = node.lang ?? '';
      const brace = word.indexOf('{');
      const lang = brace >= 0 ? word.slice(0, brace) : word;
      const meta = `${brace >= 0 ? word.slice(brace) : ''} ${node.meta ?? ''}`;
      const tabs = npm2yarnTabs(node.value, meta, (code, rest) => createCodeBlockElement({ lang, meta: rest, code }));
      if (tabs) return tabs;
      const diagram = mermaidDiagram(lang, node.value, () => createCodeBlockElement({ lang, meta, code: node.value }));
      if (diagram) return diagram;
      if (isOverridden('CodeBlock')) return patched(state, node, codeBlockMarker(lang, meta, node.value));
      return patched(state, node, createCodeBlockElement({ lang, meta, code: node.value }));
    },
    paragraph(state, node, parent) {
      const result = defaultHandlers.paragraph(state, node);
      if (parent?.type !== 'listItem') pushText(collapseWhitespace(getHastText(result.children)));
      return result;
    },
    listItem(state, node: ListItem, parent) {
      const slot = ctx.blocks.push({ kind: 'text', text: '' }) - 1;
      const result = listItemOnce(state, node, parent);
      // A task item keeps the default handler's `task-list-item` class (and its list
      // `contains-task-list`), as in Docusaurus' markup, which sites' CSS selects.
      if (typeof node.checked === 'boolean') fixCheckbox(result.children);
      // micromark wrote no line ending between the last item's final code block and </li>.
      const [before, last] = result.children.slice(-2);
      if (last?.type === 'text' && last.value === '\n' && before?.type === 'element' && before.tagName === 'div' &&
        parent?.children[parent.children.length - 1] === node) {
        result.children.pop();
      }
      ctx.blocks[slot].text = getOwnItemText(result.children);
      return result;
    },
    table(state, node) {
      const table = defaultHandlers.table(state, node);
      breakLongWords(table as Parameters<typeof breakLongWords>[0]);
      const label = getTableLabel(++ctx.tables.tables, ctx.tables.heading);
      const properties: Properties = { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: label };
      return patched(state, node, { type: 'element', tagName: 'div', properties, children: [table] });
    },
    tableRow(state, node, parent) {
      const row = tableRowOnce(state, node, parent);
      // As DocSearch's Docusaurus template reads a table: a data row's first cell is a lvl5
      // heading (`td:first-child`), its last cell content (`td:last-child`); cells between are not indexed.
      if (parent && !isHeadRow(node, parent)) {
        const cells = row.children.filter((cell) => cell.type === 'element');
        cells.forEach((cell, i) => {
          const text = collapseWhitespace(getHastText(cell.children));
          if (i === 0 && text) ctx.blocks.push({ kind: 'heading', level: 5, text });
          else if (i === cells.length - 1) pushText(text);
        });
      }
      return row;
    },
    footnoteReference: footnoteReferenceOnce,
    ...createLinkHandlers(ctx),
  };
  // `admonition` is our own mdast node type (mdast-admonitions.ts), unknown to the Handlers type.
  const admonition = (state: State, node: Nodes) => {
    const adm = node as unknown as AdmonitionNode;
    const title = adm.title ? state.all({ type: 'paragraph', children: adm.title as PhrasingContent[] }) : null;
    const content = state.wrap(state.all(adm as unknown as Parents), true);
    if (isOverridden('Admonition')) return patched(state, node, admonitionMarker(adm.kind, title, content));
    return patched(state, node, createAdmonitionElement(adm.kind, title, content));
  };
  return Object.assign(handlers, { admonition });
}
