/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Footer/LinkItem`: one footer link from `themeConfig.footer` (`{ label, to }`,
 * `{ label, href }` or `{ html }`), for a site's own footer built from Docusaurus' parts.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../../runtime/context';
import { ExternalLinkIcon } from '../../Navbar/icons';
import Link from '../Link';
import { addBaseUrl, isInternalUrl } from '../base-url';

/** A footer item as Docusaurus' config writes it; `prependBaseUrlToHref` puts the baseUrl before an `href`. */
export interface FooterLinkItemProps {
  item: { label?: string; to?: string; href?: string; html?: string; prependBaseUrlToHref?: boolean; className?: string; [attribute: string]: unknown };
}

export function FooterLinkItem({ item }: FooterLinkItemProps): ReactNode {
  const site = useSite();
  const { label, to, href, html, prependBaseUrlToHref, className, ...rest } = item;
  // The site's own markup from its config: trusted, written as it is.
  if (html !== undefined) return <span className="footer__html" dangerouslySetInnerHTML={{ __html: html }} />;
  const target = href !== undefined ? (prependBaseUrlToHref ? addBaseUrl(site, href, { forcePrependBaseUrl: true }) : href) : to;
  const external = href !== undefined && !isInternalUrl(href);
  return (
    <Link {...(rest as object)} className={className ? `footer__link-item ${className}` : 'footer__link-item'}
      {...(href !== undefined ? { href: target } : { to: target })}>
      {label}
      {external && <ExternalLinkIcon />}
    </Link>
  );
}

export default FooterLinkItem;
