/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import type { FooterItem, LogoData } from '../../runtime/types';
import { LogoImages } from '../Navbar/LogoImages';
import { ExternalLinkIcon } from '../Navbar/icons';
import { useThemeTexts } from '../texts/texts';

function FooterLink({ item }: { item: FooterItem }): ReactNode {
  // The site's own markup (a badge, a logo link) from its config: trusted, written as it is.
  if (item.kind === 'html') return <span className="footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <Link href={item.href} className={item.className ? `footer__link-item ${item.className}` : 'footer__link-item'} aria-label={item.ariaLabel}>
      {item.label}
      {item.external && <ExternalLinkIcon />}
    </Link>
  );
}

/**
 * A simple footer's links: one centred row. The dots between them are drawn for the eye only;
 * a list tells assistive technology how many links there are.
 */
function FooterRow({ links }: { links: FooterItem[] }): ReactNode {
  const { t } = useThemeTexts();
  return (
    <nav className="footer__row" aria-label={t('theme.footer.navAriaLabel', 'Footer')}>
      <ul className="footer__row-list clean-list">
        {links.map((item, index) => (
          <li className="footer__row-item" key={index}>
            {index > 0 && <span className="footer__link-separator" aria-hidden="true">·</span>}
            <FooterLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's logo above the copyright line, a link when it has one. */
function FooterLogo({ logo }: { logo: LogoData }): ReactNode {
  const images = <LogoImages logo={logo} className="footer__logo" />;
  return (
    <div className="footer__logo-row">
      {logo.href ? <Link href={logo.href} target={logo.target} className="footer__logo-link">{images}</Link> : images}
    </div>
  );
}

/** Site footer from `site.footer`; renders nothing when the site has none (TyKO). */
export function Footer(): ReactNode {
  const footer = useSite().footer;
  if (!footer) return null;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container container--fluid">
        {footer.columns.length > 0 && (
          <div className="footer__links">
            {footer.columns.map((column, index) => (
              <div className="footer__col" key={index}>
                {column.title && <div className="footer__title">{column.title}</div>}
                <ul className="footer__items clean-list">
                  {column.items.map((item, itemIndex) => (
                    <li className="footer__item" key={itemIndex}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.links && footer.links.length > 0 && <FooterRow links={footer.links} />}
        {(footer.copyright || footer.logo) && (
          <div className="footer__bottom">
            {footer.logo && <FooterLogo logo={footer.logo} />}
            {footer.copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
