/**
 * Front matter of docs, blog posts and Markdown pages, one zod schema per kind. Keys not
 * listed here are kept as they are (Docusaurus sites carry many), so only known keys are typed.
 */
import * as z from 'zod';
import { withText } from './metadata-schema.js';

const text = (description: string, example: string) => z.string().optional().meta({ description, examples: [example] });
const flag = (description: string) => z.boolean().optional().meta({ description, examples: [true] });
/**
 * A text Docusaurus (Joi's string()) refuses empty: an empty slug quietly takes the section's
 * index route, an empty label leaves a sidebar or prev/next link with no name to read. One of
 * spaces only is refused too: Docusaurus takes it, and the link reads as blank all the same.
 */
const filled = (key: string, description: string, example: string) => z.string().superRefine((v, ctx) => {
  if (v.trim() !== '') return;
  const hint = `write one, e.g. \`${key}: ${example}\`, or remove the line`;
  ctx.addIssue({ code: 'custom', message: v === '' ? 'must not be empty' : 'must not be only spaces', params: { hint } });
}).optional().meta({ description, examples: [example] });
const level = (description: string, example: number) => z.int().min(2).max(6).optional().meta({ description, examples: [example] });

/**
 * A tag with no text: its page took the tags list's own route (a "two pages claim /blog/tags/"
 * error naming no line) and its link had nothing to read.
 */
const TAG_HINT = 'write the tag, e.g. `release`, or remove it from the list';
/** A tag as front matter writes it: a key or label, or `{ label, permalink }`. */
export const frontMatterTag = z.union([
  withText(TAG_HINT),
  z.strictObject({
    label: withText(TAG_HINT).meta({ description: 'Text of the tag.', examples: ['Release'] }),
    permalink: z.string().optional().meta({ description: 'URL segment of the tag page.', examples: ['/release'] }),
    description: z.string().optional().describe('Shown on the tag page.'),
  }),
]).meta({ expects: 'a tag key or { label, permalink }', examples: ['release'] });

const common = {
  title: text('Page title; default: the first heading.', 'Getting started'),
  description: text('Meta description and card text.', 'How to install the operator'),
  keywords: z.array(z.string()).optional().meta({ description: 'Meta keywords.', examples: [['kubernetes', 'search']] }),
  image: text('Social card image of the page.', './card.png'),
  draft: flag('Left out of production builds.'),
  unlisted: flag('Built, but left out of sidebars, lists and search.'),
  hide_table_of_contents: flag('Hide the "On this page" list.'),
  hide_title: flag('Do not render the title as a heading.'),
  toc_min_heading_level: level('Smallest heading level in the table of contents (2–6).', 2),
  toc_max_heading_level: level('Largest heading level in the table of contents (2–6).', 3),
  slug: filled('slug', 'URL of the page, relative to its section or absolute with a leading "/".', '/my-page'),
  tags: z.array(frontMatterTag).optional().meta({ description: 'Tags of the page.', examples: [['release']] }),
};

/**
 * Adds an issue unless `text` is a date that HTML `datetime`, Atom and RSS can all carry:
 * JavaScript reads "99999-01-01" as a date, but its ISO form "+099999-…" is valid in none of them.
 */
function checkDate(text: string, ctx: z.RefinementCtx, notDate: string, hint?: string): void {
  const time = Date.parse(text);
  const year = Number.isNaN(time) ? NaN : new Date(time).getUTCFullYear();
  if (Number.isNaN(year)) ctx.addIssue({ code: 'custom', message: notDate, ...(hint ? { params: { hint } } : {}) });
  else if (year < 0 || year > 9999) {
    ctx.addIssue({ code: 'custom', message: `must have a year of four digits, got the year ${year}`, params: { hint: 'no HTML date or feed can carry a longer year; e.g. `date: 2026-01-31`' } });
  }
}

/** `last_update: { date, author }`, shown instead of Git's when the section shows last updates. */
const lastUpdate = (what: string, section: string) => z.strictObject({
  date: z.string().superRefine((v, ctx) => checkDate(v, ctx, 'must be a date, e.g. 2026-01-31')).optional().describe('Date shown instead of the last commit\'s.'),
  author: z.string().optional().describe('Author shown instead of the last commit\'s.'),
}).optional().meta({ description: `Last update shown under the ${what} (with ${section}.showLastUpdateTime / showLastUpdateAuthor), instead of Git's.`, examples: [{ date: '2026-01-31', author: 'Ada' }] });

/**
 * A smallest table-of-contents level above the largest leaves the list empty without a word;
 * Docusaurus refuses such front matter too.
 */
function tocLevelsInOrder(fm: { toc_min_heading_level?: number; toc_max_heading_level?: number }, ctx: z.RefinementCtx): void {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = fm;
  if (min === undefined || max === undefined || min <= max) return;
  ctx.addIssue({
    code: 'custom', path: ['toc_min_heading_level'],
    message: `must not be larger than \`toc_max_heading_level\`, got ${min} and ${max}: the table of contents would list no heading`,
    params: { hint: `swap the two, e.g. \`toc_min_heading_level: ${max}\` and \`toc_max_heading_level: ${min}\`` },
  });
}

const nullableText = (description: string, example: string | null) =>
  z.union([z.string(), z.null()]).optional().meta({ description, examples: [example] });

/** Doc front matter. */
export const docFrontMatterSchema = z.looseObject({
  ...common,
  id: text('Doc id; default: the file path without extension.', 'getting-started'),
  sidebar_label: filled('sidebar_label', 'Label in the sidebar.', 'Intro'),
  sidebar_position: z.number().optional().meta({ description: 'Order in the sidebar.', examples: [2] }),
  sidebar_class_name: text('CSS class of the sidebar item.', 'green'),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional().meta({ description: 'Free data on the sidebar item, for a site\'s own components.', examples: [{ icon: 'rocket' }] }),
  pagination_prev: nullableText('Doc id of the "Previous" link, or null for none.', 'getting-started'),
  pagination_next: nullableText('Doc id of the "Next" link, or null for none.', null),
  pagination_label: filled('pagination_label', 'Label of this doc in other docs\' prev/next links.', 'Setup'),
  custom_edit_url: nullableText('"Edit this page" URL, or null for none.', null),
  displayed_sidebar: nullableText('Sidebar shown beside this doc, or null for none.', 'tutorialSidebar'),
  parse_number_prefixes: flag('Strip number prefixes such as "01-" from ids and labels.'),
  last_update: lastUpdate('doc', 'docs'),
}).superRefine(tocLevelsInOrder);

const inlineAuthor = z.looseObject({
  key: z.string().optional(),
  name: withText('write the name, e.g. `name: Ada Lovelace`').optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  imageURL: z.string().optional(),
  image_url: z.string().optional(),
}).describe('An author written in place.');
const author = z.union([z.string(), inlineAuthor]).meta({ expects: 'an author key or { name, … }', examples: ['akyriako'] });

/** Blog post front matter. */
export const postFrontMatterSchema = z.looseObject({
  ...common,
  date: z.union([z.date(), z.string().superRefine((s, ctx) => checkDate(s, ctx, `must be a date, got ${JSON.stringify(s)}`, 'e.g. `date: 2025-10-22`'))])
    .optional().meta({ expects: 'a date', examples: ['2025-10-22'] }),
  authors: z.union([z.string(), z.array(author), inlineAuthor]).optional()
    .meta({ expects: 'an author key or a list of them', examples: [['akyriako']] }),
  authorURL: text('URL of the (single) author.', 'https://example.com'),
  last_update: lastUpdate('post', 'blog'),
}).superRefine(tocLevelsInOrder);

/** Markdown page front matter. */
export const pageFrontMatterSchema = z.looseObject({
  ...common,
  wrapperClassName: text('CSS class around the page content.', 'wide'),
}).superRefine(tocLevelsInOrder);

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;

/** The schema for each kind of content file. */
export const frontMatterSchemas = { doc: docFrontMatterSchema, post: postFrontMatterSchema, page: pageFrontMatterSchema };
