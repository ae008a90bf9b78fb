/**
 * Schemas of the content folder's metadata files: `_category_.json|yml` in docs folders, and the
 * blog's authors.yml and tags.yml entries. Typos in keys are errors with "did you mean".
 */
import * as z from 'zod';
import { suggestAllowed } from './did-you-mean.js';
import { variantPickers } from './schema-walk.js';

/**
 * A string that must hold more than spaces: a tag, author or category named by nothing is a link
 * or heading with no text to read (Docusaurus refuses the empty ones too). `hint` says what to write.
 */
export const withText = (hint: string) => z.string().superRefine((v, ctx) => {
  if (v.trim() === '') ctx.addIssue({ code: 'custom', message: `must have text, got ${JSON.stringify(v)}`, params: { hint } });
});

const docLink = z.strictObject({
  type: z.literal('doc'),
  id: z.string().meta({ description: 'Id of the doc the category links to.', examples: ['installation'] }),
});
const generatedIndexLink = z.strictObject({
  type: z.literal('generated-index'),
  slug: z.string().optional().describe('URL of the generated page; default /category/<label>.'),
  title: z.string().optional().describe('Title of the generated page; default the label.'),
  description: z.string().optional().describe('Text under the title of the generated page.'),
  keywords: z.array(z.string()).optional().describe('Meta keywords of the generated page.'),
  image: z.string().optional().describe('Social card image of the generated page.'),
});
const categoryLink = z.union([docLink, generatedIndexLink, z.null()])
  .meta({ expects: '{ "type": "doc", "id": "<doc id>" }, { "type": "generated-index" } or null', examples: [{ type: 'doc', id: 'installation' }] });
variantPickers.set(categoryLink, (value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const type = (value as { type?: unknown }).type;
  if (type === 'doc') return { schema: docLink };
  if (type === 'generated-index') return { schema: generatedIndexLink };
  if (type === undefined) return { problem: { path: ['type'], message: 'missing required key', hint: 'add "type": "doc" (with "id") or "type": "generated-index"' } };
  return { problem: { path: ['type'], message: `unknown value ${JSON.stringify(type)}`, hint: suggestAllowed(String(type), ['doc', 'generated-index']) } };
});

/** `_category_.json` / `_category_.yml`: how a docs folder shows in the sidebar. */
export const categorySchema = z.strictObject({
  label: withText('write the label, e.g. `label: Guides`, or remove the line to use the folder name').optional().meta({ description: 'Label of the category in the sidebar.', examples: ['Guides'] }),
  position: z.number().optional().meta({ description: 'Order among its siblings.', examples: [2] }),
  collapsed: z.boolean().optional().describe('Starts collapsed.'),
  collapsible: z.boolean().optional().describe('Can be collapsed.'),
  className: z.string().optional().describe('CSS class of the sidebar item.'),
  description: z.string().optional().describe('Text of the category\'s card in generated indexes.'),
  link: categoryLink.optional().describe('What the category label links to; default the folder\'s index doc, null for nothing.'),
  customProps: z.record(z.string(), z.unknown()).optional().describe('Free data for the theme.'),
  key: z.string().optional().meta({ description: 'Name of the category in translation files instead of its label.', examples: ['guides-for-admins'] }),
});
export type CategoryFileData = z.output<typeof categorySchema>;

/** One entry of the blog's authors.yml. */
export const authorEntrySchema = z.strictObject({
  name: withText('write the name, e.g. `name: Ada Lovelace`').optional().meta({ description: 'Full name.', examples: ['Ada Lovelace'] }),
  title: z.string().optional().describe('Role or title shown under the name.'),
  url: z.string().optional().describe('Link of the name.'),
  imageURL: z.string().optional().meta({ description: 'Avatar; a path under static/ or a URL.', examples: ['/img/ada.png'] }),
  image_url: z.string().optional().describe('Same as imageURL.'),
  email: z.string().optional().describe('E-mail address.'),
  description: z.string().optional().describe('Text of the author page.'),
  page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional()
    .meta({ expects: 'true, false or { permalink }', examples: [true] }),
  socials: z.record(z.string(), z.union([z.string(), z.number()])).optional()
    .meta({ description: 'Network name → handle or full URL.', examples: [{ github: 'akyriako' }] }),
}).nullable();
export type AuthorEntry = z.output<typeof authorEntrySchema>;

/** One entry of the blog's tags.yml. */
export const tagEntrySchema = z.strictObject({
  label: withText('write the label, e.g. `label: Releases`, or remove the line to use the key').optional().meta({ description: 'Text of the tag; default the key, capitalised.', examples: ['Releases'] }),
  description: z.string().optional().describe('Shown on the tag page.'),
  permalink: z.string().optional().meta({ description: 'URL segment of the tag page; default the key in kebab-case.', examples: ['/releases'] }),
}).nullable();
export type TagEntry = z.output<typeof tagEntrySchema>;
