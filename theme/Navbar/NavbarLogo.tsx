/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { cx } from '../Layout/cx';

/** Props of {@link NavbarLogo}; a copy outside the navbar (the docs sidebar's) passes them. */
export interface NavbarLogoProps {
  className?: string;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

/** Site logo and title, linking home (nothing when the site has neither); the image has explicit size so nothing shifts. */
export function NavbarLogo({ className, tabIndex, 'aria-hidden': ariaHidden }: NavbarLogoProps = {}): ReactNode {
  const site = useSite();
  const { logo, title } = site.navbar;
  // With neither a logo nor a title the link would be an empty, invisible tab stop with no
  // accessible name (axe link-name); the site title is still in the page title and the footer.
  if (!logo && !title) return null;
  // With a dark variant both images are rendered and CSS shows the one of the colour mode, so
  // the server HTML is right before hydration knows the mode.
  const image = logo && (
    <img className={logo.srcDark ? 'navbar__logo-img navbar__logo-img--light' : 'navbar__logo-img'} src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" />
  );
  const dark = logo?.srcDark && (
    <img className="navbar__logo-img navbar__logo-img--dark" src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" />
  );
  return (
    <Link href={logo?.href ?? site.baseUrl} className={cx('navbar__brand', className)} tabIndex={tabIndex} aria-hidden={ariaHidden}>
      {logo && (
        <div className="navbar__logo">
          {logo.sources?.length ? (
            <picture>
              {logo.sources.map((source) => (
                <source key={source.srcSet} srcSet={source.srcSet} type={source.type} />
              ))}
              {image}
            </picture>
          ) : (
            image
          )}
          {dark}
        </div>
      )}
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </Link>
  );
}
