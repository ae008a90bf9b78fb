/**
 * The `navbar` section of site.config.json. Items are told apart by `type`; an item without
 * `type` is a link ("default"), or a dropdown when it has `items`.
 */
import { s, type ObjectNode, type Problem, type SchemaNode, type UnionNode } from './schema-dsl';

const position = s.enum(['left', 'right'], { doc: 'Which side of the navbar the item sits on. Default "left".', default: 'left' });
const label = s.string({ doc: 'Text shown for the item.', examples: ['Docs'] });
const className = s.string({ doc: 'Extra CSS class on the item.' });
const ariaLabel = s.string({ doc: 'Accessible name when the visible label is not enough (e.g. an icon-only link). Mapped to `ariaLabel`.' });

function typeField(name: string, required: boolean): SchemaNode {
  return s.enum([name], { doc: `Item kind: "${name}".`, required });
}

/** Shared by navbar link items and footer links: exactly one of `to` and `href`. */
export function checkToOrHref(value: Record<string, unknown>): Problem[] {
  const hasTo = value.to !== undefined;
  const hasHref = value.href !== undefined;
  if (hasTo !== hasHref) return [];
  return [{
    path: hasTo ? ['href'] : [],
    at: 'key',
    message: 'One and only one between "to" and "href" should be provided',
    hint: 'use "to" for a page of this site (e.g. "/docs/intro") or "href" for an external URL',
  }];
}

const linkItem = s.object({
  type: typeField('default', false),
  label,
  to: s.string({ doc: 'Path of a page on this site; the base URL is added. Give this or `href`.', examples: ['/blog'] }),
  href: s.string({ doc: 'Full URL of an external page, opened as a normal link. Give this or `to`.', examples: ['https://github.com/akyriako/tyko'] }),
  activeBasePath: s.string({ doc: 'Mark the item active on every page under this path, not only on `to`.', examples: ['docs'] }),
  position,
  className,
  'aria-label': ariaLabel,
}, { doc: 'A link to a page of this site (`to`) or elsewhere (`href`).', check: checkToOrHref });

const docSidebarItem = s.object({
  type: typeField('docSidebar', true),
  sidebarId: s.string({ doc: 'Id of a sidebar in `docs.sidebars`; the item links to its first doc.', required: true, examples: ['tutorialSidebar'] }),
  label, position, className, 'aria-label': ariaLabel,
}, { doc: 'A link to the first doc of a sidebar, active anywhere in that sidebar.' });

const docItem = s.object({
  type: typeField('doc', true),
  docId: s.string({ doc: 'Id of the doc to link to (its path under docs/ without extension).', required: true, examples: ['getting-started'] }),
  label, position, className, 'aria-label': ariaLabel,
}, { doc: 'A link to one doc; the label defaults to the doc\'s sidebar label.' });

function simpleItem(name: string, doc: string): ObjectNode {
  return s.object({ type: typeField(name, true), position }, { doc });
}

/** The item kinds; `dropdown` is added only at the top level. */
function itemVariants(items: SchemaNode | undefined): Record<string, ObjectNode> {
  const variants: Record<string, ObjectNode> = {
    default: linkItem,
    docSidebar: docSidebarItem,
    doc: docItem,
    docsVersionDropdown: simpleItem('docsVersionDropdown', 'A menu to switch between docs versions.'),
    localeDropdown: simpleItem('localeDropdown', 'A menu to switch between locales.'),
    search: simpleItem('search', 'Where the search button goes; without it, search is added at the right end.'),
  };
  if (items) {
    variants.dropdown = s.object({
      type: typeField('dropdown', false),
      label: { ...label, required: true },
      items,
      position, className,
    }, { doc: 'A menu of links opened from the navbar.' });
  }
  return variants;
}

const implicitType = (keys: string[]) => (keys.includes('items') ? 'dropdown' : 'default');

const dropdownEntry: UnionNode = s.union({
  doc: 'An entry of a dropdown: any item kind except another dropdown.',
  variants: itemVariants(undefined),
  implicitType,
  forbidden: {
    dropdown: {
      message: 'Nested dropdowns are not allowed',
      hint: 'put these links directly in the outer dropdown\'s "items", or make it a separate navbar item',
    },
  },
});

/** One entry of `navbar.items`. */
export const navbarItem: UnionNode = s.union({
  doc: 'A navbar item. `type` defaults to "default" (a link), or "dropdown" when `items` is given.',
  variants: itemVariants(s.array(dropdownEntry, { doc: 'The dropdown\'s entries.', required: true })),
  implicitType,
});

/** The `navbar` section. */
export const navbarSchema: ObjectNode = s.object({
  title: s.string({ doc: 'Text next to the logo. Default: none.', examples: ['TyKO'] }),
  logo: s.object({
    src: s.string({ doc: 'Logo image, a path under static/.', required: true, examples: ['img/logo.svg'] }),
    alt: s.string({ doc: 'Text alternative for the logo (required for accessibility).', required: true, examples: ['TyKO logo'] }),
    href: s.string({ doc: 'Where the logo links to. Default: the home page.' }),
    width: s.number({ doc: 'Rendered width in CSS pixels.', min: 0 }),
    height: s.number({ doc: 'Rendered height in CSS pixels.', min: 0 }),
  }, { doc: 'Logo shown at the left of the navbar.' }),
  hideOnScroll: s.boolean({ doc: 'Hide the navbar while scrolling down. Default false.', default: false }),
  items: s.array(navbarItem, { doc: 'Links and menus in the navbar, in order. Default [].', default: [] }),
}, { doc: 'The top bar.', fill: true });
