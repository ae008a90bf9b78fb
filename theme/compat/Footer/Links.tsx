/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Footer/Links`: `themeConfig.footer.links`, as columns with titles or, when the list
 * holds links only, as one row: each drawn by its part (Footer/Links/MultiColumn, /Simple).
 */
import type { ReactNode } from 'react';
import type { FooterLinkItemProps } from './LinkItem';
// Named, so a swizzled part (an override of its module) draws the links.
import { FooterLinksMultiColumn, type FooterColumn } from './Links/MultiColumn';
import { FooterLinksSimple } from './Links/Simple';

type Item = FooterLinkItemProps['item'];

/** Props of {@link FooterLinks}. */
export interface FooterLinksProps {
  links: (FooterColumn | Item)[];
}

const isColumn = (entry: FooterColumn | Item): entry is FooterColumn => Array.isArray((entry as FooterColumn).items);

export function FooterLinks({ links }: FooterLinksProps): ReactNode {
  if (links.length > 0 && links.every(isColumn)) return <FooterLinksMultiColumn columns={links} />;
  return <FooterLinksSimple links={links.filter((entry): entry is Item => !isColumn(entry))} />;
}

export default FooterLinks;
