/**
 * The `navbar` section of site.config.json. Items are told apart by `type`; an item without
 * `type` is a link ("default"), or a dropdown when it has `items`. The output names the type
 * explicitly and calls `aria-label` `ariaLabel`.
 */
import * as z from 'zod';
import { suggestAllowed } from './did-you-mean.js';
import { htmlString } from './html-fragment.js';
import { logoSchema } from './schema-logo.js';
import { variantPickers, type VariantPicker } from './schema-walk.js';

const position = z.enum(['left', 'right']).default('left').describe('Which side of the navbar the item sits on. Default "left".');
const label = z.string().meta({ description: 'Text shown for the item.', examples: ['Docs'] });
const className = z.string().optional().describe('Extra CSS class on the item.');
const ariaLabel = z.string().optional()
  .describe('Accessible name when the visible label is not enough (e.g. an icon-only link). Mapped to `ariaLabel`.');
const title = z.string().optional()
  .meta({ description: 'Tooltip of the link (its `title` attribute). Default: none.', examples: ['Source on GitHub'] });

/** Shared by navbar links and footer links: exactly one of `to` and `href`. */
export function checkToOrHref(value: { to?: string; href?: string }, ctx: z.RefinementCtx): void {
  const hasTo = value.to !== undefined;
  if (hasTo !== (value.href !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: hasTo ? ['href'] : [],
    message: 'needs exactly one of "to" (a page of this site) and "href" (an external URL)',
    params: { at: 'key', hint: 'use "to" for a page of this site (e.g. "/docs/intro") or "href" for an external URL' },
  });
}

/** Drops undefined fields and renames `aria-label`, so output objects compare and serialise cleanly. */
function tidy<T extends Record<string, unknown>>(item: T): Omit<T, 'aria-label'> & { ariaLabel?: string } {
  const { 'aria-label': aria, ...rest } = item;
  const out: Record<string, unknown> = { ...rest, ariaLabel: aria };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as Omit<T, 'aria-label'> & { ariaLabel?: string };
}

/** Whether `source` compiles as a regular expression. */
function isRegExp(source: string): boolean {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}

/**
 * A link attribute that may be null, as Docusaurus allows: it spreads an item's props onto the
 * anchor, so `rel: null` writes no rel where an external link would get "noopener noreferrer".
 * Kept as "", an attribute naming nothing, which the theme writes as given.
 */
const orNone = z.union([z.string(), z.null().transform(() => '')]);

const linkItem = z.strictObject({
  type: z.literal('default').optional().describe('Item kind: "default", a link (the default).'),
  label: label.optional(),
  to: z.string().optional().meta({ description: 'Path of a page on this site; the base URL is added. Give this or `href`.', examples: ['/blog'] }),
  href: z.string().optional()
    .meta({ description: 'Full URL of an external page, opened as a normal link. Give this or `to`.', examples: ['https://github.com/akyriako/tyko'] }),
  activeBasePath: z.string().optional()
    .meta({ description: 'Mark the item active on every page under this path, not only on `to`.', examples: ['docs'] }),
  activeBaseRegex: z.string().refine(isRegExp, { message: 'must be a regular expression, e.g. "docs/(guides|api)"' }).optional()
    .meta({ description: 'Mark the item active on every page whose path matches this regular expression (case-insensitive), instead of `activeBasePath`.', examples: ['docs/(guides|api)'] }),
  html: htmlString({ description: 'Content of the link as HTML, in place of `label` (e.g. an icon and a word). Give `aria-label` too when it has no text. Default: none.', examples: ['<b>Hub</b>'] }).optional(),
  target: orNone.optional()
    .meta({ description: 'The link\'s `target`, as Docusaurus passes it on: "_self" keeps an external link in the same tab, "_blank" opens a page of this site in a new one; null: none, not the default. Default: "_blank" for `href`, none for `to`.', examples: ['_self'] }),
  rel: orNone.optional()
    .meta({ description: 'The link\'s `rel`; null: none, not the default (the linked site is told where the reader came from). Default: "noopener noreferrer" for `href`, none for `to`.', examples: ['noopener'] }),
  position, className, 'aria-label': ariaLabel, title,
}).describe('A link to a page of this site (`to`) or elsewhere (`href`).')
  .superRefine(checkToOrHref)
  .transform((item) => ({ ...tidy(item), type: 'default' as const }));

const docsPluginId = z.string().optional()
  .meta({ description: 'Which docs: the `id` of one of `docsInstances`. Default: the `docs` section.', examples: ['api'] });

const docSidebarItem = z.strictObject({
  type: z.literal('docSidebar').describe('Item kind: "docSidebar".'),
  sidebarId: z.string().meta({ description: 'Id of a sidebar in `docs.sidebars`; the item links to its first doc.', examples: ['tutorialSidebar'] }),
  docsPluginId, label: label.optional(), position, className, 'aria-label': ariaLabel, title,
}).describe('A link to the first doc of a sidebar, active anywhere in that sidebar.').transform(tidy);

const docItem = z.strictObject({
  type: z.literal('doc').describe('Item kind: "doc".'),
  docId: z.string().meta({ description: 'Id of the doc to link to (its path under docs/ without extension).', examples: ['getting-started'] }),
  docsPluginId, label: label.optional(), position, className, 'aria-label': ariaLabel, title,
}).describe('A link to one doc; the label defaults to the doc\'s sidebar label.').transform(tidy);

const docsVersionItem = z.strictObject({
  type: z.literal('docsVersion').describe('Item kind: "docsVersion".'),
  docsPluginId, label: label.optional(),
  to: z.string().optional()
    .meta({ description: 'Path the link goes to. Default: the main doc of the latest version.', examples: ['/docs/next/intro'] }),
  position, className, 'aria-label': ariaLabel, title,
}).describe('A link to a docs version; the label defaults to the latest version\'s label.').transform(tidy);

const htmlItem = z.strictObject({
  type: z.literal('html').describe('Item kind: "html".'),
  value: htmlString({ description: 'Markup shown as it is (the site\'s own, trusted HTML).', examples: ['<span class="navbar-separator"></span>'] }),
  position, className,
}).describe('Site markup in the navbar or a dropdown: a separator, a badge, a heading.').transform(tidy);

// Docusaurus lets the version and locale menus list links of the site's own beside their entries.
const versionMenuExtras = z.array(z.union([linkItem, htmlItem])).optional();

const simpleItem = <T extends string>(type: T, description: string) =>
  z.strictObject({ type: z.literal(type).describe(`Item kind: "${type}".`), position }).describe(description);

const leafItems = [
  linkItem, docSidebarItem, docItem, docsVersionItem, htmlItem,
  z.strictObject({
    type: z.literal('docsVersionDropdown').describe('Item kind: "docsVersionDropdown".'), docsPluginId, position,
    dropdownItemsBefore: versionMenuExtras.describe('Links (or markup) listed above the versions. Default: none.'),
    dropdownItemsAfter: versionMenuExtras.describe('Links (or markup) listed below the versions, e.g. older versions kept on another site, or a page of all versions. Default: none.'),
  }).describe('A menu to switch between docs versions.').transform(tidy),
  z.strictObject({
    type: z.literal('localeDropdown').describe('Item kind: "localeDropdown".'), position,
    dropdownItemsBefore: versionMenuExtras.describe('Links (or markup) listed above the locales. Default: none.'),
    dropdownItemsAfter: versionMenuExtras.describe('Links (or markup) listed below the locales, e.g. a page asking readers to help translate. Default: none.'),
  }).describe('A menu to switch between locales.').transform(tidy),
  simpleItem('search', 'Where the search button goes; without it, search is added at the right end.'),
] as const;
const LEAF_TYPES = ['default', 'docSidebar', 'doc', 'docsVersion', 'html', 'docsVersionDropdown', 'localeDropdown', 'search'];

const dropdownEntry = z.union(leafItems).describe('An entry of a dropdown: any item kind except another dropdown.');

const dropdownItem = z.strictObject({
  type: z.literal('dropdown').optional().describe('Item kind: "dropdown" (implied by `items`).'),
  label,
  items: z.array(dropdownEntry).describe('The dropdown\'s entries.'),
  to: z.string().optional()
    .meta({ description: 'Page of this site the dropdown\'s label links to (the menu still opens on hover and with Enter); the base URL is added. Default: none, the label only opens the menu.', examples: ['/docs/intro'] }),
  href: z.string().optional()
    .meta({ description: 'Full URL the dropdown\'s label links to, instead of `to`. Default: none.', examples: ['https://github.com/akyriako/tyko'] }),
  position, className,
}).describe('A menu of links opened from the navbar.')
  .superRefine((item, ctx) => {
    if (item.to !== undefined && item.href !== undefined) checkToOrHref(item, ctx);
  })
  .transform((item) => ({ ...tidy(item), type: 'dropdown' as const }));

// Docusaurus' custom kinds: the component comes from the site's swizzled NavbarItem/ComponentTypes,
// so every key the site wrote is that component's prop and none can be checked here.
const customItem = z.looseObject({
  type: z.string().regex(/^custom-./, 'a custom item type starts with "custom-"')
    .meta({ description: 'Item kind: "custom-<name>", a component the site maps to that type in src/theme/NavbarItem/ComponentTypes.', examples: ['custom-community'] }),
  position: z.enum(['left', 'right']).optional().describe('Which side of the navbar the item sits on. Default "right", as Docusaurus places items without a position.'),
}).describe('An item drawn by a component of the site\'s own; its other keys are that component\'s props.')
  .transform(({ type, position, ...rest }) => ({ type: type as `custom-${string}`, position: position ?? 'right' as const, props: position ? { ...rest, position } : rest }));

/** One entry of `navbar.items`. */
export const navbarItem = z.union([...leafItems, dropdownItem, customItem])
  .describe('A navbar item. `type` defaults to "default" (a link), or "dropdown" when `items` is given.');

/** Picks the item kind from `type`, or from the keys when `type` is left out. */
function pickItem(variants: Record<string, z.ZodType>, nested: boolean): VariantPicker {
  return (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const item = value as Record<string, unknown>;
    if (item.type !== undefined && typeof item.type !== 'string') return undefined;
    const type = (item.type as string | undefined) ?? ('items' in item ? 'dropdown' : 'default');
    if (nested && type === 'dropdown') {
      return { problem: {
        path: [], pointAt: item.type === undefined ? [] : ['type'], message: 'Nested dropdowns are not allowed',
        hint: 'put these links directly in the outer dropdown\'s "items", or make it a separate navbar item',
      } };
    }
    const schema = Object.hasOwn(variants, type) ? variants[type] : !nested && /^custom-./.test(type) ? customItem : undefined;
    if (schema) return { schema };
    return { problem: { path: ['type'], message: `unknown value ${JSON.stringify(type)}`, hint: suggestAllowed(type, Object.keys(variants)) } };
  };
}
const leafVariants = Object.fromEntries(leafItems.map((schema, i) => [LEAF_TYPES[i], schema as z.ZodType]));
variantPickers.set(navbarItem, pickItem({ ...leafVariants, dropdown: dropdownItem }, false));
variantPickers.set(dropdownEntry, pickItem(leafVariants, true));

/** The `navbar` section. */
export const navbarSchema = z.strictObject({
  title: z.string().optional().meta({ description: 'Text next to the logo. Default: none.', examples: ['TyKO'] }),
  logo: logoSchema('navbar').optional().describe('Logo shown at the left of the navbar.'),
  hideOnScroll: z.boolean().default(false).describe('Hide the navbar while scrolling down. Default false.'),
  style: z.enum(['dark', 'primary']).optional().describe('Colour the navbar: "dark" (dark in both colour modes) or "primary" (the primary colour). Default: the page\'s own colours.'),
  items: z.array(navbarItem).default([]).describe('Links and menus in the navbar, in order. Default [].'),
}).prefault({}).describe('The top bar.');
