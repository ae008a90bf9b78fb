/**
 * Emoji shortcodes (`:bulb:`) → Unicode, applied to rendered HTML text only, never
 * inside <code>/<pre> and never inside tags.
 */
import { ParserPartNeeded } from './lazy-parts';

const SHORTCODE = /:([a-z0-9_+-]+):/gi;

// emojilib's table of names (the one GitHub-style shortcodes and node-emoji use), loaded on the
// first text that looks like a shortcode. Its plain name → character map, not node-emoji: that
// also loaded every emoji's keywords and its own helpers, 25 ms of a slow machine's TyKO build
// against 1 ms for the map.
let names: Record<string, string> | undefined;
export async function loadEmoji(): Promise<void> {
  names ??= (await import('emojilib/simplemap.json', { with: { type: 'json' } })).default as Record<string, string>;
}

/** Replaces known shortcodes in a run of text (no markup); unknown ones are kept. */
export function emojifyText(text: string): string {
  if (!text.includes(':')) return text;
  return text.replace(SHORTCODE, (whole, name: string) => {
    if (!names) throw new ParserPartNeeded(loadEmoji);
    // Own names only: `:constructor:` is no emoji.
    return Object.hasOwn(names, name) ? names[name]! : whole;
  });
}

/** Replaces shortcodes in the text parts of an HTML fragment, skipping code. */
export function emojifyHtml(html: string): string {
  if (!html.includes(':')) return html;
  let out = '';
  let codeDepth = 0;
  let last = 0;
  const tag = /<(\/?)(code|pre)\b[^>]*>|<[^>]*>/gi;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const text = html.slice(last, m.index);
    out += codeDepth > 0 ? text : emojifyText(text);
    out += m[0];
    if (m[2]) codeDepth = Math.max(0, codeDepth + (m[1] ? -1 : 1));
    last = tag.lastIndex;
  }
  const rest = html.slice(last);
  return out + (codeDepth > 0 ? rest : emojifyText(rest));
}
