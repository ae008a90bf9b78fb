/**
 * GFM strikethrough as remark-gfm reads it (so as Docusaurus renders it): a run of one or two
 * tildes opens or closes, a closer pairs only with an opener of the same length, and a run of
 * three or more is plain text. markdown-it's own rule knows only `~~` pairs, so `~one~` stayed
 * literal on the fast path while the MDX path struck it through.
 */
import type { Delimiter, MarkdownIt, StateInline } from 'markdown-it';

const TILDE = 0x7e;
// balance_pairs matches delimiters by marker alone: giving a single tilde its own marker value
// keeps `~a~~` from pairing one tilde with two. Any number unused by other rules does.
const SINGLE = 0x7e00;

function tokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== TILDE) return false;
  const scanned = state.scanDelims(state.pos, true);
  const run = '~'.repeat(scanned.length);
  const token = state.push('text', '', 0);
  token.content = run;
  if (scanned.length <= 2) {
    state.delimiters.push({
      marker: scanned.length === 1 ? SINGLE : TILDE,
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close,
    });
  }
  state.pos += scanned.length;
  return true;
}

function pairUp(state: StateInline, delimiters: Delimiter[]): void {
  for (const start of delimiters) {
    if ((start.marker !== TILDE && start.marker !== SINGLE) || start.end === -1) continue;
    const open = state.tokens[start.token];
    const close = state.tokens[delimiters[start.end].token];
    Object.assign(open, { type: 's_open', tag: 's', nesting: 1, markup: open.content, content: '' });
    Object.assign(close, { type: 's_close', tag: 's', nesting: -1, markup: close.content, content: '' });
  }
}

function postProcess(state: StateInline): void {
  pairUp(state, state.delimiters);
  // Delimiters inside links are kept per nesting level in tokens_meta.
  for (const meta of state.tokens_meta) if (meta?.delimiters) pairUp(state, meta.delimiters);
}

/** Replaces markdown-it's strikethrough rule with the GFM one above. */
export function gfmStrikethrough(md: MarkdownIt): void {
  md.inline.ruler.at('strikethrough', tokenize);
  md.inline.ruler2.at('strikethrough', postProcess);
}
