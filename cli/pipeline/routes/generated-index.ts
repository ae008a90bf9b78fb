/**
 * A category's generated index page. It is a doc route, so it gets the docs layout like any
 * doc: sidebar, breadcrumbs, previous/next; its content is a card per item of the category.
 */
import type { DocRoute, PageLink, SidebarItem, SiteData } from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import { escapeHtml } from '../parse/html-text.js';
import { componentMarkup } from '../parse/content-component.js';
import { withoutTrailingSlash } from '../../../runtime/trailing-slash.js';
import { sequenceIndex, type GeneratedIndex, type ResolvedSidebar } from './sidebars.js';
import { createHead } from './head.js';
import type { NavLinkOf } from './nav-links.js';
import { textsOf } from '../../../theme/texts/text-lookup.js';

export interface GeneratedIndexInput {
  site: SiteData;
  config: SiteConfig;
  index: GeneratedIndex;
  sidebar: { id: string; url: string; resolved: ResolvedSidebar };
  version: DocRoute['version'];
  /** Doc description by permalink, shown on the doc's card. */
  descriptions: Map<string, string | undefined>;
  /** Titles of sidebar neighbours as previous/next links; without it, their sidebar labels. */
  navLinkOf?: NavLinkOf;
  /**
   * The site swizzled DocCard: the cards are then a DocCardList component in the body, rendered
   * with the site's card, instead of the HTML written here.
   */
  cardComponent?: boolean;
  /** The version asks search engines not to index its pages (its `noIndex` option). */
  noindex?: boolean;
}

/** The items a card list shows: an HTML row of the sidebar is no page, so it gets no card. */
function cardItems(items: SidebarItem[]): Exclude<SidebarItem, { type: 'html' }>[] {
  return items.filter((it): it is Exclude<SidebarItem, { type: 'html' }> => it.type !== 'html');
}

/** The cards of the index itself: an unlisted doc is left out, as the theme's DocCardList leaves it out. */
function listedCardItems(items: SidebarItem[]): Exclude<SidebarItem, { type: 'html' }>[] {
  return cardItems(items).filter((it) => !it.unlisted);
}

/** "1 item" / "N items" in the site's language, as the theme's DocCard says it. */
type CountText = (n: number) => string;

function card(item: Exclude<SidebarItem, { type: 'html' }>, descriptions: Map<string, string | undefined>, count: CountText): string {
  const href = item.href ?? (item.type === 'category' ? cardItems(item.items).find((c) => c.href)?.href : undefined) ?? '#';
  const n = item.type === 'category' ? cardItems(item.items).length : 0;
  // The sidebar's own description comes first, as in Docusaurus' cards.
  const sub = item.description ?? (item.type === 'category' ? count(n) : descriptions.get(href));
  return `<li class="doc-card"><a href="${escapeHtml(href)}"><h2 class="doc-card__title">${escapeHtml(item.label)}</h2>` +
    `${sub ? `<p class="doc-card__description">${escapeHtml(sub)}</p>` : ''}</a></li>`;
}

export function createGeneratedIndexRoute(input: GeneratedIndexInput): DocRoute {
  const { site, index, sidebar, version } = input;
  const seq = sidebar.resolved.sequence;
  const i = sequenceIndex(sidebar.resolved, undefined, index.permalink);
  const linkOf = input.navLinkOf ?? ((e: (typeof seq)[number]) => e.link);
  const { plural } = textsOf(site);
  const count: CountText = (n) => plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', n);
  const neighbour = (j: number): PageLink | null => (i >= 0 && j >= 0 && j < seq.length ? linkOf(seq[j]) : null);
  return {
    kind: 'doc', page: 'doc', path: index.permalink, deps: [sidebar.url],
    head: createHead({
      site, path: index.permalink, title: index.title, description: index.description, keywords: index.keywords, image: index.image,
      htmlClassName: `docs-wrapper docs-generated-index-page docs-version-${version.name} plugin-docs plugin-id-${version.pluginId ?? 'default'}`,
      searchTag: `docs-${version.pluginId ?? 'default'}-${version.name}`, version: version.name,
      ...(input.noindex ? { noindex: true } : {}),
    }),
    id: `category:${index.permalink}`,
    title: index.title, showTitle: true,
    html: `${index.description ? `<p>${escapeHtml(index.description)}</p>` : ''}` + (input.cardComponent
      ? componentMarkup('DocCardList', { items: listedCardItems(index.items) }, '')
      : `<ul class="doc-cards">${listedCardItems(index.items).map((it) => card(it, input.descriptions, count)).join('')}</ul>`),
    toc: [],
    sidebar: { id: sidebar.id, url: sidebar.url },
    breadcrumbs: input.config.docs.breadcrumbs ? sidebar.resolved.crumbs.get(`href:${index.permalink}`) ?? [] : [],
    prev: neighbour(i - 1), next: neighbour(i + 1),
    editUrl: null, tags: [], version, unlisted: false,
    ...(input.cardComponent ? { cardDescriptions: linkDescriptions(index.items, input.descriptions) } : {}),
  };
}

/** The descriptions of the docs the cards link to, as a DocCard reads them from the route. */
function linkDescriptions(items: SidebarItem[], descriptions: Map<string, string | undefined>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const item of cardItems(items)) {
    if (item.type !== 'link') continue;
    const text = descriptions.get(item.href);
    if (text) found[withoutTrailingSlash(item.href)] = text;
  }
  return found;
}
