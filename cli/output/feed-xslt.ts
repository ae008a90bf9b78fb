/**
 * XSLT stylesheets for the blog's RSS and Atom feeds (`blog.feedOptions.xslt`, behaviors
 * §11.8). A browser opening a feed applies the stylesheet its `<?xml-stylesheet?>` names and
 * shows a plain page: what a feed is, then each post's title (linked), date and description.
 * Feed readers ignore both. XSLT 1.0 only, the version browsers implement.
 */

/** Inserts the stylesheet instruction right after the XML declaration (before the root element). */
export function addStylesheetInstruction(xml: string, href: string): string {
  const pi = `<?xml-stylesheet type="text/xsl" href="${href}"?>`;
  const end = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  return `${xml.slice(0, end)}\n${pi}${end ? '' : '\n'}${xml.slice(end)}`;
}

/** The page's head and the note on what a feed is; `kind` is "RSS" or "Atom". */
function pageHead(kind: string, title: string, css: string): string {
  return `<head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${title}"/> (${kind} feed)</title>
        <link rel="stylesheet" href="${css}"/>
      </head>`;
}

const HELP = 'This is a web feed. Subscribe by copying its address into a feed reader, and new posts come to you.';

/** Where the parts of the page are in one feed format (XPath, relative to its root element). */
interface FeedFormat {
  kind: 'RSS' | 'Atom';
  /** Extra namespace declarations of the stylesheet. */
  namespaces: string;
  root: string;
  /** The root element, as its template matches it (and as the start template selects it). */
  element: string;
  lang: string;
  title: string;
  subtitle: string;
  blogLink: string;
  item: string;
  itemLink: string;
  itemTitle: string;
  /** The markup of an item's date. */
  date: string;
  summary: string;
  css: string;
}

const RSS: FeedFormat = {
  kind: 'RSS', namespaces: '', root: 'rss/channel', element: 'channel', lang: 'language', title: 'title', subtitle: 'description',
  blogLink: 'link', item: 'item', itemLink: 'link', itemTitle: 'title',
  // "Thu, 02 Jan 2025 00:00:00 GMT" → "02 Jan 2025"
  date: '<xsl:value-of select="substring(pubDate, 6, 11)"/>', summary: 'description', css: 'rss.css',
};

const ATOM: FeedFormat = {
  kind: 'Atom', namespaces: ' xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom"', root: 'atom:feed', element: 'atom:feed',
  lang: '@xml:lang', title: 'atom:title', subtitle: 'atom:subtitle', blogLink: "atom:link[@rel='alternate']/@href",
  item: 'atom:entry', itemLink: "atom:link[not(@rel) or @rel='alternate']/@href", itemTitle: 'atom:title',
  date: '<time datetime="{atom:updated}"><xsl:value-of select="substring(atom:updated, 1, 10)"/></time>', summary: 'atom:summary', css: 'atom.css',
};

function renderXsl(f: FeedFormat): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${f.namespaces}>
  <xsl:output method="html" encoding="utf-8" indent="yes" doctype-system="about:legacy-compat"/>
  <xsl:template match="/">
    <xsl:apply-templates select="${f.root}"/>
  </xsl:template>
  <xsl:template match="${f.element}">
    <html>
      <xsl:if test="${f.lang}"><xsl:attribute name="lang"><xsl:value-of select="${f.lang}"/></xsl:attribute></xsl:if>
      ${pageHead(f.kind, f.title, f.css)}
      <body>
        <header>
          <p class="feed-kind">${f.kind} feed</p>
          <h1><xsl:value-of select="${f.title}"/></h1>
          <p><xsl:value-of select="${f.subtitle}"/></p>
          <p class="feed-help">${HELP} <a href="{${f.blogLink}}">Visit the blog</a></p>
        </header>
        <main>
          <h2>Recent posts</h2>
          <xsl:if test="not(${f.item})"><p>No posts yet.</p></xsl:if>
          <ol class="feed-items">
            <xsl:for-each select="${f.item}">
              <li>
                <article>
                  <h3><a href="{${f.itemLink}}"><xsl:value-of select="${f.itemTitle}"/></a></h3>
                  <p class="feed-date">${f.date}</p>
                  <xsl:if test="${f.summary}"><p><xsl:value-of select="${f.summary}"/></p></xsl:if>
                </article>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

/** rss.xsl: the page for rss.xml. */
export const renderRssXsl = (): string => renderXsl(RSS);

/** atom.xsl: the page for atom.xml (elements in the Atom namespace). */
export const renderAtomXsl = (): string => renderXsl(ATOM);

/** The styles of both pages: readable line length, visible focus, system colours in dark mode. */
export const FEED_CSS = `:root { color-scheme: light dark; --accent: #2e3c85; --muted: #555; }
@media (prefers-color-scheme: dark) { :root { --accent: #aab4f0; --muted: #bbb; } }
body { margin: 0 auto; max-width: 46rem; padding: 2rem 1.25rem; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; }
a { color: var(--accent); }
a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
header { border-bottom: 1px solid; padding-bottom: 1rem; margin-bottom: 1.5rem; }
h1 { margin: 0.25rem 0; line-height: 1.2; }
.feed-kind { margin: 0; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; font-size: 0.85rem; color: var(--muted); }
.feed-help { font-size: 0.95rem; color: var(--muted); }
.feed-items { list-style: none; padding: 0; }
.feed-items li { margin-bottom: 1.5rem; }
.feed-items h3 { margin: 0; font-size: 1.2rem; }
.feed-date { margin: 0.25rem 0; font-size: 0.9rem; color: var(--muted); }
`;
