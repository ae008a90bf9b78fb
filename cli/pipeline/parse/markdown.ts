/**
 * Markdown body → HTML plus what the routes need from it (title, headings, excerpt).
 * micromark + GFM does the parsing; the pre-pass (prepare-source.ts) adds admonitions,
 * truncate markers and MDX checks; the compile extension adds heading anchors and code
 * blocks; one rewrite pass adds links, images, tables and emoji. Pure: no disk access.
 */
import { micromark, compile, parse, postprocess, preprocess } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { OpdocsError } from '../../errors';
import { ADMONITION_CLOSE, renderAdmonitionOpen } from './admonitions';
import { renderCodeBlock } from './code-block';
import { createCompileExtension, type CodeBlockToken } from './compile-extension';
import { emojifyHtml } from './emoji';
import { createHeadingSlugger, getTocHtml, renderHeading, splitExplicitId } from './headings';
import { getPlainText } from './html-text';
import { ADMONITION_CLOSE_MARK, ADMONITION_OPEN_PREFIX, prepareSource, type PreparedSource } from './prepare-source';
import { rewriteHtml, type ResolvedImage } from './rewrite-html';
import { createPositionFinder } from './source-positions';
import { collectSearchBlocks, type SearchBlock } from './search-blocks';

/** 1-based position in the whole file (front matter lines included). */
export interface MarkdownPosition { line: number; column: number }

/** One Markdown body to render. */
export interface MarkdownInput {
  /** Markdown body (front matter already removed). */
  source: string;
  /** Absolute path, for error messages. */
  file: string;
  /** Number of lines before `source` in the file (front matter lines). */
  lineOffset: number;
  /** The file ended in .mdx: MDX-only syntax is reported as an error. */
  isMdx: boolean;
  /**
   * Called for every link href in the output (markdown links, autolinks, raw HTML <a href>),
   * with the URL as the HTML carries it (entities decoded, percent-encoding kept).
   * Return the replacement href, or undefined to keep it.
   */
  resolveLink?: (href: string, pos: MarkdownPosition) => string | undefined;
  /** Called for every image src (markdown images and raw <img src>). Return a replacement, or undefined to keep it. */
  resolveImage?: (src: string, pos: MarkdownPosition) => ResolvedImage | undefined;
}

/** An h2–h6 of the body. */
export interface ParsedHeading {
  level: number;
  /** Final, de-duplicated id. */
  id: string;
  /** Plain text (emoji applied, `{#id}` removed). */
  text: string;
  /** Inline HTML for the TOC (links unwrapped). */
  html: string;
  /** 1-based line in the whole file. */
  line: number;
}

/** Everything parseMarkdown finds in one body. */
export interface ParsedMarkdown {
  /** Full body HTML. */
  html: string;
  /** HTML of everything before the first truncate marker; null when there is no marker. */
  excerptHtml: string | null;
  hasTruncateMarker: boolean;
  /** Plain text of the first h1, if any. */
  title: string | null;
  hasH1: boolean;
  /** Every h2..h6 in order, with final ids (h1 gets no id). */
  headings: ParsedHeading[];
  /** Problems in the content (e.g. JSX in .mdx); parseMarkdown never throws for content. */
  errors: OpdocsError[];
  /** Headings and text blocks for the search index, in document order. */
  blocks: SearchBlock[];
}

const MDX_HINT = 'opdocs renders Markdown with plain HTML; replace it with Markdown or HTML (e.g. use an image with ![alt](src))';
const syntax = [gfm()];
const ADMONITION_MARKS = new RegExp(`${ADMONITION_OPEN_PREFIX}(\\d+)-->|${ADMONITION_CLOSE_MARK}`, 'g');

/** Renders a Markdown body; see ParsedMarkdown for what comes back. */
export function parseMarkdown(input: MarkdownInput): ParsedMarkdown {
  const prepared = prepareSource(input.source, input.isMdx);
  const errors = prepared.mdxFindings.map((f) => new OpdocsError({
    file: input.file,
    line: f.line + 1 + input.lineOffset,
    column: f.column,
    message: `MDX syntax is not supported: ${f.what}`,
    hint: MDX_HINT,
  }));
  // The excerpt is rendered from the text before the marker, as Docusaurus does; the
  // memo makes its URLs resolve without calling the resolvers (and their checks) twice.
  const memo = new Map<string, unknown>();
  const full = renderBody(prepared, input, memo);
  let excerptHtml: string | null = null;
  if (prepared.truncateAt !== null) {
    excerptHtml = renderBody(prepareSource(input.source.slice(0, prepared.truncateAt), input.isMdx), input, memo).html;
  }
  return {
    html: full.html,
    excerptHtml,
    hasTruncateMarker: prepared.truncateAt !== null,
    title: full.title,
    hasH1: full.title !== null,
    headings: full.headings,
    errors,
    blocks: full.blocks,
  };
}

interface RenderedBody {
  html: string;
  title: string | null;
  headings: ParsedHeading[];
  blocks: SearchBlock[];
}

function renderBody(prepared: PreparedSource, input: MarkdownInput, memo: Map<string, unknown>): RenderedBody {
  const slugger = createHeadingSlugger();
  const headings: ParsedHeading[] = [];
  let title: string | null = null;
  // Every heading as compiled (h1 and id-less ones too), to give search blocks final text and ids.
  const compiledHeadings: { text: string; id?: string }[] = [];

  const extension = createCompileExtension({
    heading(level, innerHtml, line) {
      const { html, explicitId } = splitExplicitId(innerHtml);
      // Ids come from the text as written (Docusaurus slugs before its emoji plugin runs).
      const id = slugger.next(explicitId ?? getPlainText(html), explicitId !== null);
      const shown = emojifyHtml(html);
      compiledHeadings.push({ text: getPlainText(shown), ...(level > 1 && id ? { id } : {}) });
      if (level === 1) title ??= getPlainText(shown);
      else if (id) headings.push({ level, id, text: getPlainText(shown), html: getTocHtml(shown), line: line + input.lineOffset });
      return renderHeading(level, id, shown);
    },
    code: renderCode,
  });
  const events = postprocess(parse({ extensions: syntax }).document().write(preprocess()(prepared.markdown, undefined, true)));
  const blocks = collectSearchBlocks(events);
  const compiled = compile({ allowDangerousHtml: true, htmlExtensions: [gfmHtml(), extension] })(events);
  let headingAt = 0;
  for (const b of blocks) {
    if (b.kind !== 'heading') continue;
    const h = compiledHeadings[headingAt++];
    if (!h) break;
    b.text = h.text.replace(/\s+/g, ' ').trim();
    if (h.id) b.id = h.id;
  }
  const withAdmonitions = compiled.replace(ADMONITION_MARKS, (mark, index?: string) => {
    if (mark === ADMONITION_CLOSE_MARK || index === undefined) return ADMONITION_CLOSE;
    const adm = prepared.admonitions[Number(index)];
    return renderAdmonitionOpen(adm.type, adm.title === null ? null : renderInline(adm.title));
  });

  const findPosition = createPositionFinder(prepared.masked, input.lineOffset);
  const resolveMemo = <T>(kind: string, url: string, resolve: ((url: string, pos: MarkdownPosition) => T) | undefined): T | undefined => {
    if (!resolve) return undefined;
    const pos = findPosition(url);
    const key = `${kind}\0${pos.line}:${pos.column}\0${url}`;
    if (!memo.has(key)) memo.set(key, resolve(url, pos));
    return memo.get(key) as T | undefined;
  };
  const html = rewriteHtml(withAdmonitions, {
    link: (href) => resolveMemo('link', href, input.resolveLink),
    image: (src) => resolveMemo('image', src, input.resolveImage),
  });
  return { html, title, headings, blocks };
}

/** Inline Markdown (an admonition title) without the paragraph around it. */
function renderInline(markdown: string): string {
  const html = micromark(markdown, { allowDangerousHtml: true, extensions: syntax, htmlExtensions: [gfmHtml()] });
  return html.trim().replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}

function renderCode(block: CodeBlockToken): string {
  // Accept `js{1,3}` as well as `js {1,3}`.
  const [word = '', ...rest] = block.info.trim().split(/\s+/);
  const brace = word.indexOf('{');
  const lang = brace >= 0 ? word.slice(0, brace) : word;
  const meta = [brace >= 0 ? word.slice(brace) : '', ...rest, block.meta].join(' ');
  return renderCodeBlock({ lang, meta, code: block.code });
}

