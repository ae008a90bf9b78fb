/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { cx } from '../Layout/cx';
import { LogoImages } from './LogoImages';

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
  return (
    <Link href={logo?.href ?? site.baseUrl} target={logo?.target} className={cx('navbar__brand', className)} tabIndex={tabIndex} aria-hidden={ariaHidden}>
      {logo && (
        <div className="navbar__logo">
          <LogoImages logo={logo} className="navbar__logo-img" />
        </div>
      )}
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </Link>
  );
}
