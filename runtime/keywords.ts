/**
 * The content of a page's `<meta name="keywords">`, written by the build (cli/render/document.ts),
 * by the router on each page change (head-sync.ts) and by a site's `<Layout>` or `<PageMetadata>`:
 * one rule, so a page's tag reads the same whichever of them wrote it. A list is joined by bare
 * commas, as Docusaurus' PageMetadata joins front matter keywords; a string is kept as given.
 */
export function keywordsContent(keywords: string | readonly string[]): string {
  return typeof keywords === 'string' ? keywords : keywords.join(',');
}
