/**
 * The page chrome sections of site.config.json: colour mode, table of contents,
 * announcement bar, footer and analytics.
 */
import * as z from 'zod';
import { checkToOrHref } from './schema-navbar.js';
import { htmlString } from './html-fragment.js';
import { variantPickers } from './schema-walk.js';
import { logoSchema } from './schema-logo.js';

/** The `colorMode` section. */
export const colorModeSchema = z.strictObject({
  defaultMode: z.enum(['light', 'dark']).default('light').describe('Colour mode before the reader picks one. Default "light".'),
  respectPrefersColorScheme: z.boolean().default(false).describe('Start from the system\'s light/dark preference. Default false.'),
  disableSwitch: z.boolean().default(false).describe('Hide the light/dark switch. Default false.'),
}).prefault({}).describe('Light and dark mode.');

const tocLevel = (description: string, fallback: number) => z.int().min(2).max(6).default(fallback).describe(description);

/** The `tableOfContents` section. */
export const tableOfContentsSchema = z.strictObject({
  minHeadingLevel: tocLevel('Smallest heading level listed in the table of contents (2–6). Default 2.', 2),
  maxHeadingLevel: tocLevel('Largest heading level listed in the table of contents (2–6). Default 3.', 3),
}).prefault({}).describe('Which headings the "On this page" list shows.')
  .superRefine((toc, ctx) => {
    if (toc.minHeadingLevel <= toc.maxHeadingLevel) return;
    ctx.addIssue({
      code: 'custom', path: ['minHeadingLevel'],
      message: `must not be greater than maxHeadingLevel (${toc.maxHeadingLevel}), got ${toc.minHeadingLevel}`,
      params: { hint: 'e.g. "minHeadingLevel": 2, "maxHeadingLevel": 3' },
    });
  });

/** The `announcementBar` section. */
export const announcementBarSchema = z.strictObject({
  id: z.string().default('announcement-bar').describe('Change it to show a dismissed bar again. Default "announcement-bar".'),
  content: htmlString({ description: 'HTML shown in the bar.', examples: ['⭐ Star TyKO on <a href="https://github.com/akyriako/tyko">GitHub</a>'] }),
  isCloseable: z.boolean().default(true).describe('Show a close button. Default true.'),
  backgroundColor: z.string().optional().meta({ description: 'CSS background colour.', examples: ['#fafbfc'] }),
  textColor: z.string().optional().meta({ description: 'CSS text colour.', examples: ['#091E42'] }),
}).optional().describe('A dismissible bar above the navbar. Default: none.');

/** The `analytics` section; dropped from the output when `src` or `websiteId` is missing. */
export const analyticsSchema = z.strictObject({
  src: z.string().optional()
    .meta({ description: 'URL of the tracker script. Analytics is off when this or websiteId is empty.', examples: ['${UMAMI_SRC}'] }),
  websiteId: z.string().optional().meta({ description: 'Website id given by the tracker.', examples: ['${UMAMI_WEBSITE_ID}'] }),
  autoTrack: z.boolean().default(true).describe('Track page views automatically. Default true.'),
  doNotTrack: z.boolean().default(false).describe('Honour the browser\'s Do Not Track setting. Default false.'),
  cache: z.boolean().default(false).describe('Let the tracker cache data to reduce requests. Default false.'),
  domains: z.array(z.string()).optional().meta({ description: 'Only track on these host names.', examples: [['akyriako.github.io']] }),
  hostUrl: z.string().optional().describe('Send data to this host instead of the script\'s origin.'),
  tag: z.string().optional().describe('Tag added to every event.'),
  excludeSearch: z.boolean().default(false).describe('Leave the query string out of tracked URLs (`data-exclude-search`). Default false.'),
  excludeHash: z.boolean().default(false).describe('Leave the hash out of tracked URLs (`data-exclude-hash`). Default false.'),
  beforeSend: z.string().optional().meta({
    description: 'Name of a global function the tracker calls with each event before sending it, to change or drop it (`data-before-send`; define it in a script of `scripts` or `clientModules`). Default: none.',
    examples: ['beforeSendHandler'],
  }),
}).optional().describe('An Umami-style tracker script, added to production builds only (not to `serve --watch`). Default: none.')
  .transform((analytics) => (analytics?.src && analytics.websiteId ? { ...analytics, src: analytics.src, websiteId: analytics.websiteId } : undefined));

const footerLink = z.strictObject({
  label: z.string().meta({ description: 'Link text.', examples: ['Getting started'] }),
  to: z.string().optional().describe('Path of a page on this site. Give this or `href`.'),
  href: z.string().optional().describe('Full URL of an external page. Give this or `to`.'),
  className: z.string().optional().describe('Extra CSS class on the link (e.g. for an icon drawn in customCss). Default: none.'),
  'aria-label': z.string().optional().describe('Accessible name, when the visible label is not enough. Default: the label.'),
}).describe('One footer link.').superRefine(checkToOrHref);

/** Docusaurus' `{ html }` footer item: the site's own markup (a badge, a logo link) in the link's place. */
const footerHtml = z.strictObject({
  html: htmlString({ description: 'HTML shown as the item, as written (the site\'s own markup).', examples: ['<a href="https://example.org"><img src="/img/badge.svg" alt="Built with opdocs" /></a>'] }),
}).describe('Markup in a link\'s place.');

const footerItem = z.union([footerLink, footerHtml]).meta({ expects: 'a link ({ label, to or href }) or { html }' });
// An entry with `html` and no `label` is markup; any other is a link, whose messages then say what it lacks.
variantPickers.set(footerItem, (value) => ({
  schema: value !== null && typeof value === 'object' && 'html' in value && !('label' in value) ? footerHtml : footerLink,
}));

const footerColumns = z.array(z.strictObject({
  title: z.string().meta({ description: 'Column heading.', examples: ['Docs'] }),
  items: z.array(footerItem).default([]).describe('Links in the column.'),
}).describe('A column of footer links.')).describe('Columns of links, each with a heading.');
const footerRow = z.array(footerItem).describe('One row of links without headings (Docusaurus\' "simple" footer).');

const footerLinks = z.union([footerColumns, footerRow])
  .meta({ expects: 'a list of columns ({ title, items }) or of links ({ label, to or href })' });
const isColumn = (entry: unknown) => entry !== null && typeof entry === 'object' && ('title' in entry || 'items' in entry);
// Both are lists: an entry with `title` or `items` makes it columns, as in Docusaurus; else a row.
// A link among columns gets its own sentence rather than "title: missing" and "label: unknown key".
variantPickers.set(footerLinks, (value) => {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  if (!value.some(isColumn)) return { schema: footerRow };
  const stray = value.findIndex((entry) => entry !== null && typeof entry === 'object' && !isColumn(entry) && ('label' in entry || 'html' in entry));
  if (stray < 0) return { schema: footerColumns };
  return { problem: {
    path: [stray], message: 'a link among columns: footer links are either all columns ({ title, items }) or all links',
    hint: 'move this link into the "items" of a column, or turn every column into links',
  } };
});

/** The `footer` section. */
export const footerSchema = z.strictObject({
  style: z.enum(['light', 'dark']).default('light').describe('Footer colour scheme. Default "light".'),
  links: footerLinks.default([])
    .describe('Columns of links (`[{ "title": "Docs", "items": [{ "label": "Intro", "to": "/docs/intro" }] }]`), or one row of links (`[{ "label": "Terms", "to": "/terms" }]`). Default [].'),
  copyright: htmlString({ description: 'Copyright line (HTML).', examples: ['Copyright © 2026 TyKO'] }).optional(),
  logo: logoSchema('footer').optional().describe('Logo shown above the copyright line. Default: none.'),
}).optional().describe('The page footer. Default: none.');
