/**
 * The one markdown-it instance the plain Markdown path parses with: CommonMark plus GFM
 * (tables and strikethrough are built in; footnotes come from the plugin), with linkify tuned
 * to find the literal autolinks GFM finds, and nothing more.
 */
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { footnoteTail } from './markdown-it-footnote-tail';
import { gfmStrikethrough } from './markdown-it-strikethrough';

/** The configured parser; markdown-it-mdast.ts turns its token stream into mdast. */
export const markdownIt = new MarkdownIt({ html: true, linkify: true, typographer: false });
markdownIt.use(footnote);
// The plugin's own tail rule is quadratic in the number of footnotes (markdown-it-footnote-tail.ts).
markdownIt.core.ruler.at('footnote_tail', footnoteTail);
markdownIt.use(gfmStrikethrough);
// GFM links bare `www.` hosts and URLs with a scheme, not bare domains such as `config.yaml`.
markdownIt.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
markdownIt.linkify.add('www.', {
  validate(text, pos) {
    const tail = text.slice(pos);
    const m = /^[\w-]+(?:\.[\w-]+)+(?:\/[^\s<]*)?/.exec(tail);
    return m ? m[0].length : 0;
  },
  normalize(match) {
    match.url = `http://${match.url}`;
  },
});
// What every link linkify-it finds here holds: a scheme (`http:`, `https:`, `ftp:`, `mailto:`,
// `//`), `www.`, or an email's `@` between a name and a dotted host. markdown-it asks `test`
// of each paragraph and then of each of its texts, and calls `match` for a text that passed:
// `test` is this check alone, and only `match` runs linkify-it. Its regexes are compiled on
// first use, 15 to 25 ms per build: a paragraph whose only URLs are link targets, or whose `@`
// names a person, now never compiles them.
const MAY_LINK = /https?:|ftp:|mailto:|\/\/|www\.|[^\s@]@[^\s@]*\./i;
const matchLinks = markdownIt.linkify.match.bind(markdownIt.linkify);
markdownIt.linkify.test = (text: string) => MAY_LINK.test(text);
// markdown-it reads `.length` of the result; linkify-it gives null for no link.
markdownIt.linkify.match = (text: string) => matchLinks(text) ?? [];
// URLs stay as written (entities and escapes decoded): the handlers sanitise and resolve them.
markdownIt.normalizeLink = (url) => url;
markdownIt.normalizeLinkText = (url) => url;
markdownIt.validateLink = () => true;
