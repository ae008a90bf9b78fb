/**
 * Markdown body → HTML plus what the routes and search need from it (title, headings,
 * excerpt, search blocks), from one parse: the pre-pass (prepare-source.ts) marks
 * admonitions, truncate markers and MDX syntax; markdown-it + GFM build the mdast; the
 * handlers in hast-handlers.ts make the theme's markup; hast-html.ts writes it out.
 * Pure: no disk access.
 */
import type { Root as HastRoot } from 'hast';
import type { PhrasingContent, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { OpdocsError } from '../../errors';
import { createHandlers, type RenderState } from './hast-handlers';
import { toHtml } from './hast-html';
import { createHeadingSlugger } from './headings';
import { markdownItToMdast } from './markdown-it-mdast';
import { groupAdmonitions } from './mdast-admonitions';
import type { MarkdownInput, MarkdownPosition, ParsedMarkdown } from './markdown-types';
import { hasIndentedCode } from './mdx/has-indented-code';
import { mdxStack } from './lazy-parts';
import { hasMath, isMathEnabled, mathHandlers } from './math';
import { mdx1TextOn } from './mdx1-text-setting';
import { prepareSource } from './prepare-source';
import { checkTreeDepth, findResourceLimit, TreeTooDeepError, type ResourceLimitFinding } from './resource-limits';
import { findMarkerFlood } from './marker-flood';
import { createPositionFinder } from './source-positions';
import { excerptHtml, recordResolutions } from './excerpt';
import { originOf } from './mdx/node-origin';
import { pageIdWarnings } from './page-ids';
import { findUnpairedTag, unpairedHint } from './mdx/html-balance';
import { EVENT_HANDLER_HINT, refusedUrlPhrase } from './script-url';

export type { SearchBlock } from './search-blocks';
export type { MarkdownInput, MarkdownPosition, ParsedHeading, ParsedMarkdown } from './markdown-types';

function parseTree(markdown: string, isMdx = false): Root {
  const tree = markdownItToMdast(markdown);
  checkTreeDepth(tree);
  // A body read as MDX has no indented code (mdx/no-indented-code.ts), unless read as MDX 1 did.
  return isMdx && !mdx1TextOn() && hasIndentedCode(tree, markdown) ? mdxStack().parseWithoutIndentedCode(markdown) : tree;
}

/** Inline Markdown (an admonition title) as phrasing nodes. */
function parseInline(markdown: string): PhrasingContent[] {
  const first = parseTree(markdown).children[0];
  return first?.type === 'paragraph' ? first.children : [{ type: 'text', value: markdown }];
}

/** A body refused for its size or depth: no HTML, one error at the place it names. */
function refused(input: MarkdownInput, limit: ResourceLimitFinding): ParsedMarkdown {
  const error = new OpdocsError({ file: input.file, line: limit.line + input.lineOffset, column: limit.column, message: limit.message, hint: limit.hint });
  return { html: '', excerptHtml: null, hasTruncateMarker: false, title: null, hasH1: false, headings: [], errors: [error], blocks: [] };
}

/** Renders a Markdown body; see ParsedMarkdown for what comes back. */
export function parseMarkdown(input: MarkdownInput): ParsedMarkdown {
  const limit = findResourceLimit(input.source);
  if (limit) return refused(input, limit);
  try {
    return renderMarkdown(input);
  } catch (err) {
    if (err instanceof TreeTooDeepError) return refused(input, err.finding);
    throw err;
  }
}

function renderMarkdown(input: MarkdownInput): ParsedMarkdown {
  const prepared = prepareSource(input.source, input.isMdx);
  // Only a body that uses MDX syntax pays for the MDX parser (mdx/); the others stay on the fast path.
  // A body with math (markdown.math) takes the MDX parser too: only it reads `$…$`.
  const useMdx = input.isMdx && (prepared.mdxFindings.length > 0 || hasMath(prepared.markdown));
  // A marker inside a block renders the source before it again (excerpt.ts), with these answers.
  let replay: ReturnType<typeof recordResolutions>['replay'] | null = null;
  if (prepared.truncateAt !== null && !useMdx) ({ input, replay } = recordResolutions(input));
  // The fast parser pairs emphasis in linear time; only the MDX parser needs this budget.
  const flood = useMdx ? findMarkerFlood(prepared.markdown, mdx1TextOn()) : null;
  if (flood) return refused(input, flood);
  const parseMdx = () => mdxStack().parseMdxBody({ ...input, markdown: prepared.markdown, baseUrl: input.baseUrl ?? '/', math: isMathEnabled(), mdx1Text: mdx1TextOn() });
  let mdx = useMdx ? parseMdx() : null;
  let errors = mdx ? mdx.errors : [];
  let tree = mdx ? mdx.tree : parseTree(prepared.markdown, input.isMdx);
  // MDX read by the fast parser: its HTML passes through, so a tag MDX would refuse is caught here.
  const unpaired = input.isMdx && !mdx && prepared.markdown.includes('<') ? findUnpairedTag(tree) : null;
  if (unpaired) {
    // The fast parser ends an HTML block at a blank line, as CommonMark does, so a fence right
    // under `<details>` that holds a blank line splits the pair; MDX reads the tags as JSX around
    // Markdown. The MDX grammar has the last word: its tree when it pairs the tags, else the error.
    const strict = parseMdx();
    if (strict.errors.length === 0) {
      mdx = strict;
      tree = strict.tree;
      errors = strict.errors;
    } else errors.push(new OpdocsError({ file: input.file, line: unpaired.line + input.lineOffset, column: unpaired.column, message: `MDX syntax error: ${unpaired.message}`, hint: unpairedHint(unpaired) }));
  }
  if (mdx) checkTreeDepth(tree);
  groupAdmonitions(tree, prepared.admonitions, parseInline);

  const finder = createPositionFinder(prepared.masked, input.lineOffset);
  // A node of a partial (mdx/partials.ts) remembers its file: its URLs are relative to it, as in Docusaurus.
  const withOrigin = (pos: MarkdownPosition, node: { type?: string; data?: unknown }, raw = false): MarkdownPosition => {
    const from = originOf(node)?.file;
    const jsx = raw || (typeof node.type === 'string' && node.type.startsWith('mdxJsx'));
    return { ...pos, ...(from && from !== input.file ? { from } : {}), ...(jsx ? { jsx } : {}) };
  };
  const offsetOf = (node: { position?: Root['position'] }) =>
    node.position ? finder.offsetOf(node.position.start.line, node.position.start.column) : undefined;
  const ctx: RenderState = {
    slugger: createHeadingSlugger(),
    lineOffset: input.lineOffset,
    title: null,
    headings: [],
    blocks: [],
    tables: { tables: 0, heading: '' },
    baseUrl: input.baseUrl,
    onRenamedId: (explicit, id, line, takenAt, node) => {
      // A partial included twice repeats its ids by design; its lines are not this file's either.
      const from = originOf(node)?.file;
      if (!from || from === input.file) errors.push(renamedIdWarning(input.file, explicit, id, line, takenAt));
    },
    resolveLink: (url, node, written) => {
      // Sanitizing encodes what the author wrote (`%` → `%25`): the source holds, and messages name, the written form.
      const shown = written !== undefined && written !== url ? written : undefined;
      const pos = withOrigin(finder.find(shown ?? url, offsetOf(node)), node);
      // Sanitizing left nothing of a written URL: its scheme was refused, and the link is dead on the page.
      if (url === '' && shown?.trim() && !pos.from) errors.push(droppedLinkWarning(input.file, pos, shown));
      return input.resolveLink?.(url, shown === undefined ? pos : { ...pos, written: shown });
    },
    resolveImage: (url, node, imported, written) => {
      // As for links: an image whose scheme was refused shows nothing, which the author should hear of.
      if (url === '' && written?.trim()) {
        const at = withOrigin(finder.find(written, offsetOf(node)), node);
        if (!at.from) errors.push(droppedLinkWarning(input.file, at, written, 'image'));
      }
      const pos = withOrigin(finder.find(url, offsetOf(node)), node);
      return input.resolveImage?.(url, imported ? { ...pos, jsx: undefined, imported } : pos);
    },
    rawHooks(node) {
      // The first URL of a raw fragment is searched from the fragment, later ones after it.
      let from = offsetOf(node);
      const find = (url: string) => { const pos = finder.find(url, from); from = undefined; return pos; };
      return {
        link: (href) => input.resolveLink?.(href, withOrigin(find(href), node, true)),
        image: (src) => input.resolveImage?.(src, withOrigin(find(src), node, true)),
        dropped: (url) => {
          const pos = withOrigin(find(url), node, true);
          if (!pos.from) errors.push(droppedLinkWarning(input.file, pos, url));
        },
        droppedHandler: (name) => {
          const pos = withOrigin(find(name), node, true);
          if (!pos.from) errors.push(new OpdocsError({ file: input.file, line: pos.line, column: pos.column, kind: 'onBrokenLinks', unchecked: true, message: `HTML: the event handler ${name}="…" is left out of the page, as React leaves it out in Docusaurus (it would run script)`, hint: EVENT_HANDLER_HINT }));
        },
      };
    },
  };
  const hast = toHast(tree, {
    allowDangerousHtml: true,
    handlers: mdx ? { ...createHandlers(ctx), ...mdx.createHandlers(ctx), ...mathHandlers } : createHandlers(ctx),
    // No footnoteBackLabel: the default names the reference ("Back to reference 1"), as in Docusaurus 3.
  }) as HastRoot;
  const html = toHtml(hast) + (endsWithLineEnding(prepared.markdown) ? '\n' : '');
  const cutInput = !mdx && replay ? { ...input, ...replay } : null;
  const excerpt = prepared.truncateAt === null ? null
    : excerptHtml(hast, input.source, prepared.truncateAt, cutInput && ((source: string) => renderMarkdown({ ...cutInput, source })));
  errors.push(...pageIdWarnings(input.file, ctx.headings));
  return {
    html,
    excerptHtml: excerpt,
    hasTruncateMarker: prepared.truncateAt !== null,
    title: ctx.title,
    hasH1: ctx.title !== null,
    headings: ctx.headings,
    errors,
    blocks: ctx.blocks.filter((b) => b.text !== ''),
    ...(mdx?.styles.length ? { styles: mdx.styles } : {}),
    ...(mdx?.esm ? { esm: mdx.esm } : {}),
    ...(ctx.head?.length ? { head: ctx.head } : {}),
    ...(ctx.jsonLd?.length ? { jsonLd: ctx.jsonLd } : {}),
  };
}

/**
 * A second heading with the same explicit id gets "-1" added, so a link to #id still reaches the
 * first one only. Docusaurus builds such a page, so this is a warning (unchecked), never a failure.
 */
function renamedIdWarning(file: string, explicit: string, id: string, line: number, takenAt: number | undefined): OpdocsError {
  return new OpdocsError({
    file, line, unchecked: true,
    message: `heading id {#${explicit}} is taken by ${takenAt ? `the heading on line ${takenAt}` : 'an earlier heading'}, so this heading's id is "${id}"`,
    hint: `give this heading an id no other heading of the page has: every link to #${explicit} reaches ${takenAt ? `line ${takenAt}` : 'the first one'}`,
  });
}

/** A warning for a link URL refused as script (script:, data:, a scheme not well formed): the page keeps a dead link. */
function droppedLinkWarning(file: string, pos: MarkdownPosition, written: string, what: 'link' | 'image' = 'link'): OpdocsError {
  return new OpdocsError({
    file, line: pos.line, column: pos.column, kind: 'onBrokenLinks', unchecked: true,
    message: `URL ${written.length > 80 ? `${written.slice(0, 77)}...` : written} is ${refusedUrlPhrase(written)}; opdocs leaves it out of the page, so ${what === 'link' ? 'the link goes nowhere' : 'the image shows nothing'}`,
    hint: what === 'link'
      ? 'link to a page or a web address (https://…); to show code, put it in a code block instead of a link'
      : 'give the image file\'s path (relative, or "/img/…" in the static folder) or a web address (https://…)',
  });
}

function endsWithLineEnding(markdown: string): boolean {
  const trimmed = markdown.trimEnd();
  return trimmed.length > 0 && trimmed.length < markdown.length && markdown.slice(trimmed.length).includes('\n');
}
