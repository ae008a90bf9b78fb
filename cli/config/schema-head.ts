/**
 * Top-level keys of site.config.json that add to every page's <head>, under the names a
 * Docusaurus config uses (`metadata` is its `themeConfig.metadata`): site-wide meta tags,
 * external stylesheets and scripts, and any other tag. They are the site's own markup, written
 * as configured.
 */
import * as z from 'zod';

const attributeValue = z.union([z.string(), z.boolean()]);
const TAG_NAME = /^[a-z][a-z0-9-]*$/;
// Attribute names are written unescaped (HTML has no escape for them): a quote, space, "=" or
// ">" in one would end it early and make the rest a new attribute, e.g. an onload handler.
const ATTRIBUTE_NAME = /^[^\s"'>/=\x00-\x1f\x7f]+$/;
const attributeName = z.string().regex(ATTRIBUTE_NAME, 'must be an attribute name, without spaces, quotes, "=", "/" or ">", e.g. "rel"');

/** An object of a tag's attributes that must name `key` (a link's href, a script's src). */
const attributesWith = (key: string) => z.record(attributeName, attributeValue)
  .refine((a) => typeof a[key] === 'string' && a[key] !== '', { message: `needs "${key}", a URL` });

/** What to write instead of an end tag inside the code of the elements whose text HTML does not parse. */
const RAW_TEXT = new Map([
  ['script', 'inside a JavaScript string write "<\\/script" instead (in site.config.json: "<\\\\/script"), which the script reads as the same text; or load the code from a file with "src"'],
  ['style', 'move the rules into a customCss file, or write the "<" of a CSS string as "\\3c " (in site.config.json: "\\\\3c ")'],
  // A title's text and a <noscript> in the head end at their own end tag just the same.
  ['title', 'write the "<" as "&lt;", which the title shows as "<"'],
  ['noscript', 'leave the end tag out: opdocs writes it after the content'],
]);

/**
 * A script's, style's, title's or noscript's innerHTML is written as it is, so an end tag inside
 * it (often a string of HTML the code inserts) closes the element there: the rest of the code
 * becomes page markup and every page breaks, with nothing said at build time.
 */
function checkRawText(tag: { tagName: string; innerHTML?: string }, ctx: z.RefinementCtx): void {
  const hint = RAW_TEXT.get(tag.tagName);
  const at = hint && tag.innerHTML ? tag.innerHTML.toLowerCase().indexOf(`</${tag.tagName}`) : -1;
  if (at < 0) return;
  ctx.addIssue({
    code: 'custom', path: ['innerHTML'],
    message: `holds "${tag.innerHTML!.slice(at, at + tag.tagName.length + 2)}" at character ${at + 1}, which ends the <${tag.tagName}> element early and turns the rest into page markup`,
    params: { hint },
  });
}

/** The head keys, spread into the top-level schema. */
export const headKeys = {
  metadata: z.array(z.record(attributeName, z.string()).refine((m) => typeof m.content === 'string' && (!!m.name || !!m.property || !!m['http-equiv']), {
    message: 'a meta tag needs "content" and one of "name", "property" or "http-equiv"',
  })).default([]).meta({
    description: 'Meta tags on every page, each an object of its attributes. A page\'s own tag of the same name or property wins. Default [].',
    examples: [[{ name: 'keywords', content: 'kubernetes, typesense' }, { property: 'og:site_name', content: 'TyKO' }]],
  }),
  stylesheets: z.array(z.union([z.string(), attributesWith('href')])).default([]).meta({
    description: 'Stylesheets every page links before the site\'s own CSS: a URL, or an object of <link> attributes with `href`. Default [].',
    examples: [['https://fonts.example.org/inter.css', { href: '/css/print.css', media: 'print' }]],
  }),
  scripts: z.array(z.union([z.string(), attributesWith('src')])).default([]).meta({
    description: 'Scripts every page loads, at the end of <head>: a URL, or an object of <script> attributes with `src`. With `csp`, their origins are allowed. Default [].',
    examples: [['https://stats.example.org/script.js', { src: '/js/widget.js', defer: true }]],
  }),
  headTags: z.array(z.strictObject({
    tagName: z.string().regex(TAG_NAME, 'must be a lower-case tag name, e.g. "link"').describe('The tag, e.g. "link" or "script".'),
    attributes: z.record(attributeName, attributeValue).default({}).describe('Its attributes; true writes a bare attribute, false leaves it out. Default {}.'),
    innerHTML: z.string().optional().describe('Content of the tag (a script\'s code, a style sheet\'s rules), written as it is.'),
  }).superRefine(checkRawText)).default([]).meta({
    description: 'Any other tags for every page\'s <head>, as { tagName, attributes, innerHTML }. With `csp`, an inline script here is allowed by its hash. Default [].',
    examples: [[{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } }]],
  }),
};
