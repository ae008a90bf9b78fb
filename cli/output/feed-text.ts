/**
 * A post's title and description are plain text, but the feed package writes them where
 * readers read HTML: Atom's `<title type="html">` and `<summary type="html">`, and RSS's
 * `<description>`. There "Using <div> in MDX" lost its tag, and a title holding
 * `<img src=x onerror=…>` was markup to any reader that does not clean what it shows.
 */

const CDATA_FIELD = /<(title|summary) type="html">((?:<!\[CDATA\[[^]*?\]\]>)+)<\/\1>/g;

/** Atom entries' titles and summaries as `type="text"`, their text escaped for XML. */
export function atomTextFields(xml: string): string {
  return xml.replace(CDATA_FIELD, (_m, tag: string, sections: string) => {
    // The feed package splits a `]]>` in the text over two CDATA sections; join them back.
    const text = sections.replace(/<!\[CDATA\[([^]*?)\]\]>/g, '$1');
    return `<${tag} type="text">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</${tag}>`;
  });
}

/**
 * An RSS description with its angle brackets escaped: readers parse it as HTML, and a bare `&`
 * ("Fish & chips") reads the same escaped or not, so it stays as written, for the feed's own
 * styled page (its XSLT shows the description as text).
 */
export function rssDescriptionText(text: string | undefined): string | undefined {
  return text?.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
