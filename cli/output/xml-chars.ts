/**
 * XML 1.0 forbids most control characters, unpaired surrogates and U+FFFE/U+FFFF, even inside
 * CDATA and even written as character references. One of them in a post's title, description
 * or body made the whole RSS or Atom file ill-formed, and feed readers drop such a file.
 */

// Everything below U+0020 but tab, line feed and carriage return; U+FFFE and U+FFFF; a high
// surrogate with no low one after it, and a low one with no high one before it.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CHAR_REF = /&#(?:x([0-9a-f]+)|([0-9]+));/gi;

function allowedCodePoint(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

/** `xml` without the characters and character references XML 1.0 does not allow. */
export function withoutForbiddenXmlChars(xml: string): string {
  return xml.replace(FORBIDDEN, '').replace(CHAR_REF, (ref, hex: string | undefined, dec: string | undefined) => {
    const cp = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    return allowedCodePoint(cp) ? ref : '';
  });
}
