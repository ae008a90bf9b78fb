/**
 * A micromark HTML extension that hands headings and code blocks to callbacks, so
 * markdown.ts can give them ids, anchors and highlighting while micromark does the rest.
 * It replaces micromark's own handlers for these tokens, keeping its bookkeeping data
 * (`headingRank`, `fencesCount`, line-ending slurping) consistent.
 */
import type { CompileContext, HtmlExtension, Token } from 'micromark-util-types';

/** A code block as found in the token stream. */
export interface CodeBlockToken {
  fenced: boolean;
  /** Raw info string (first word is the language) and meta, as written. */
  info: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence (or first line) in the body. */
  line: number;
}

/** Callbacks returning the HTML to emit. */
export interface CompileHooks {
  heading(level: number, innerHtml: string, line: number): string;
  code(block: CodeBlockToken): string;
}

interface OpenCode {
  fenced: boolean;
  info: string;
  meta: string;
  line: number;
  values: Map<number, string>;
}

/** Creates the extension; it holds per-document state, so make one per compile. */
export function createCompileExtension(hooks: CompileHooks): HtmlExtension {
  let code: OpenCode | null = null;

  function startCode(this: CompileContext, token: Token, fenced: boolean) {
    this.lineEndingIfNeeded();
    // Everything micromark would print for the block goes into a buffer we drop.
    this.buffer();
    if (fenced) this.setData('fencesCount', 0);
    code = { fenced, info: '', meta: '', line: token.start.line, values: new Map() };
  }

  function endCode(this: CompileContext, token: Token) {
    const block = code;
    const closed = (this.getData('fencesCount') ?? 0) >= 2;
    this.resume();
    this.setData('flowCodeSeenData');
    this.setData('fencesCount');
    this.setData('slurpOneLineEnding');
    code = null;
    if (!block) return;
    const valueLines = [...block.values.keys()];
    const first = block.fenced ? block.line + 1 : Math.min(...valueLines);
    const last = block.fenced && closed ? token.end.line - 1 : Math.max(first - 1, ...valueLines);
    const lines: string[] = [];
    for (let n = first; n <= last; n++) lines.push(block.values.get(n) ?? '');
    this.raw(hooks.code({ fenced: block.fenced, info: block.info, meta: block.meta, code: lines.join('\n'), line: block.line }));
  }

  function endHeading(this: CompileContext, innerHtml: string, token: Token) {
    const level = Number(this.getData('headingRank'));
    this.setData('headingRank');
    this.lineEndingIfNeeded();
    this.raw(hooks.heading(level, innerHtml, token.start.line));
  }

  return {
    enter: {
      atxHeading() {
        this.buffer();
      },
      codeFenced(token) {
        startCode.call(this, token, true);
      },
      codeIndented(token) {
        startCode.call(this, token, false);
      },
    },
    exit: {
      atxHeading(token) {
        // The buffered text starts with the `<hN>` micromark printed on the sequence.
        endHeading.call(this, this.resume().replace(/^<h\d>/, ''), token);
      },
      setextHeading(token) {
        const inner = this.resume();
        this.setData('slurpAllLineEndings');
        endHeading.call(this, inner, token);
      },
      codeFencedFenceInfo(token) {
        this.resume();
        if (code) code.info = this.sliceSerialize(token);
      },
      codeFencedFenceMeta(token) {
        this.resume();
        if (code) code.meta = this.sliceSerialize(token);
      },
      codeFlowValue(token) {
        if (code) code.values.set(token.start.line, this.sliceSerialize(token));
        else this.raw(this.encode(this.sliceSerialize(token)));
      },
      codeFenced(token) {
        endCode.call(this, token);
      },
      codeIndented(token) {
        endCode.call(this, token);
      },
    },
  };
}
