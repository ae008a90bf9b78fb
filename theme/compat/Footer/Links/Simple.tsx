/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Footer/Links/Simple`: the footer's links in one row, when they have no columns. */
import type { ReactNode } from 'react';
// Named, so a swizzled Footer/LinkItem (an override of this module) draws each link.
import { FooterLinkItem, type FooterLinkItemProps } from '../LinkItem';

export function FooterLinksSimple({ links }: { links: FooterLinkItemProps['item'][] }): ReactNode {
  return (
    <ul className="footer__links footer__row-list clean-list">
      {links.map((item, index) => (
        <li className="footer__row-item" key={index}>
          {index > 0 && <span className="footer__link-separator" aria-hidden="true">·</span>}
          <FooterLinkItem item={item} />
        </li>
      ))}
    </ul>
  );
}

export default FooterLinksSimple;
