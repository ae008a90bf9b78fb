/** The picture a worker shows for an image it has neither cached nor can fetch. */

/** An SVG saying `text`; a site's code.json may hold any character, so the text is escaped for markup. */
export function offlineImageSvg(text: string): string {
  const safe = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="${safe}">` +
    `<rect width="320" height="80" fill="#eee" stroke="#999"/><text x="160" y="45" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#333">${safe}</text></svg>`;
}
