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
