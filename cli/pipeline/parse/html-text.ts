/**
 * Small string helpers for the HTML the markdown pipeline emits. Pure; no DOM.
 */

export { escapeHtml } from '../../../runtime/escape-html.js';

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®',
  hellip: '…', mdash: '—', ndash: '–', laquo: '«', raquo: '»', trade: '™',
};

/** Decodes the character references HTML output commonly holds (named subset + numeric). */
export function decodeEntities(html: string): string {
  if (!html.includes('&')) return html;
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Text content of an HTML fragment: tags removed, references decoded. */
export function getPlainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''));
}

/**
 * A page description when the front matter gives none: the text of the first non-empty
 * top-level paragraph, cut at a word boundary so search engines show it whole.
 */
export function summaryFromHtml(html: string, maxLength = 200): string | undefined {
  for (const m of html.matchAll(/<p>([\s\S]*?)<\/p>/g)) {
    const text = getPlainText(m[1]).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (text.length <= maxLength) return text;
    const cut = text.slice(0, maxLength - 1);
    const space = cut.lastIndexOf(' ');
    return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
  }
  return undefined;
}
