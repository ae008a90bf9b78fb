/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Footer/Links`: `themeConfig.footer.links`, as columns with titles or, when the list
 * holds links only, as one row.
 */
import type { ReactNode } from 'react';
// Named, so a swizzled Footer/LinkItem (an override of this module) draws each link.
import { FooterLinkItem, type FooterLinkItemProps } from './LinkItem';

type Item = FooterLinkItemProps['item'];
type Column = { title?: string | null; items: Item[]; className?: string };

/** Props of {@link FooterLinks}. */
export interface FooterLinksProps {
  links: (Column | Item)[];
}

const isColumn = (entry: Column | Item): entry is Column => Array.isArray((entry as Column).items);

export function FooterLinks({ links }: FooterLinksProps): ReactNode {
  if (links.length > 0 && links.every(isColumn)) {
    return (
      <div className="row footer__links">
        {links.map((column, index) => (
          <div className={column.className ? `col footer__col ${column.className}` : 'col footer__col'} key={index}>
            {column.title && <div className="footer__title">{column.title}</div>}
            <ul className="footer__items clean-list">
              {column.items.map((item, itemIndex) => <li className="footer__item" key={itemIndex}><FooterLinkItem item={item} /></li>)}
            </ul>
          </div>
        ))}
      </div>
    );
  }
  const items = links.filter((entry): entry is Item => !isColumn(entry));
  return (
    <ul className="footer__links footer__row-list clean-list">
      {items.map((item, index) => (
        <li className="footer__row-item" key={index}>
          {index > 0 && <span className="footer__link-separator" aria-hidden="true">·</span>}
          <FooterLinkItem item={item} />
        </li>
      ))}
    </ul>
  );
}

export default FooterLinks;
