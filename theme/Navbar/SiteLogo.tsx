/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The site's logo and title linking home, with Docusaurus' Logo props: the link's `className`,
 * the image box's `imageClassName` and the title's `titleClassName`. Its own file so a site's
 * swizzled Docusaurus `Logo` draws it instead, in the navbar and the docs sidebar alike.
 */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { LogoImages } from './LogoImages';

/** Props of {@link SiteLogo}, Docusaurus' own. */
export interface SiteLogoProps {
  className?: string;
  imageClassName?: string;
  titleClassName?: string;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

/** See {@link SiteLogoProps}; nothing when the site has neither a logo nor a title. */
export function SiteLogo({ className, imageClassName, titleClassName, tabIndex, 'aria-hidden': ariaHidden }: SiteLogoProps): ReactNode {
  const site = useSite();
  const { logo, title } = site.navbar;
  // With neither a logo nor a title the link would be an empty, invisible tab stop with no
  // accessible name (axe link-name); the site title is still in the page title and the footer.
  if (!logo && !title) return null;
  return (
    <Link href={logo?.href ?? site.baseUrl} target={logo?.target} className={className} tabIndex={tabIndex} aria-hidden={ariaHidden}>
      {logo && (
        <div className={imageClassName}>
          <LogoImages logo={logo} className="navbar__logo-img" />
        </div>
      )}
      {title && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}

export default SiteLogo;
