/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Footer/Links/MultiColumn`: the footer's links as columns, each under its title. */
import type { ReactNode } from 'react';
// Named, so a swizzled Footer/LinkItem (an override of this module) draws each link.
import { FooterLinkItem, type FooterLinkItemProps } from '../LinkItem';

/** One column of `themeConfig.footer.links`. */
export type FooterColumn = { title?: string | null; items: FooterLinkItemProps['item'][]; className?: string };

export function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }): ReactNode {
  return (
    <div className="row footer__links">
      {columns.map((column, index) => (
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

export default FooterLinksMultiColumn;
