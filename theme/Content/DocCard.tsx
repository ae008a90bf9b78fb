/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One card of a card list: a sidebar item's link, its label and a line about it. Its own file
 * so a site's swizzled `DocCard` (Docusaurus' `{ item }` props) draws every card instead.
 */
import type { ReactNode } from 'react';
import { usePageHref } from '../../runtime/context';
import type { SidebarItem } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';

type CardItem = Exclude<SidebarItem, { type: 'html' }>;

/** Props of {@link DocCard}: the item, and the line under its title when the list knows it. */
export interface DocCardProps {
  item: CardItem;
  description?: string;
}

/** An HTML row of the sidebar is no page: it gets no card and does not count as an item. */
export const cardItems = (items: SidebarItem[]): CardItem[] => items.filter((it): it is CardItem => it.type !== 'html');

/** Where a card leads: the item's page, or a category's first page. */
export function cardHref(item: CardItem): string {
  if (item.type === 'link') return item.href;
  return item.href ?? cardItems(item.items).map(cardHref).find((h) => h !== '#') ?? '#';
}

/**
 * See {@link DocCardProps}. A category's line is the sidebar's description or its item count;
 * a link's is the sidebar's description, or the doc's, which DocCardList passes.
 */
export function DocCard({ item, description }: DocCardProps): ReactNode {
  const formed = usePageHref();
  const { plural } = useThemeTexts();
  const described = description ?? item.description ?? (item.type === 'category'
    ? plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', cardItems(item.items).length)
    : undefined);
  return (
    <a href={formed(cardHref(item))}>
      <h2 className="doc-card__title">{item.label}</h2>
      {described ? <p className="doc-card__description">{described}</p> : null}
    </a>
  );
}

export default DocCard;
