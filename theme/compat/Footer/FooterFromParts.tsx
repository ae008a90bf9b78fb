/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The site footer drawn the way Docusaurus' own Footer draws it, out of `@theme/Footer/*`
 * parts. opdocs uses it in place of its footer when a site swizzles some of those parts but not
 * Footer itself, so each swizzled part shows where Docusaurus would put it. The parts are
 * imported by relative path and by name: the bundler swaps in the site's part for each one.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../../runtime/context';
import { createFooterConfig } from '../footer-config';
import { FooterCopyright } from './Copyright';
import { FooterLayout } from './Layout';
import { FooterLinks } from './Links';
import { FooterLogo } from './Logo';

/** The footer of `themeConfig.footer` from its parts; nothing when the site has no footer. */
export function FooterFromParts(): ReactNode {
  const footer = createFooterConfig(useSite());
  if (!footer) return null;
  const { style, links, logo, copyright } = footer;
  return (
    <FooterLayout
      style={style}
      links={links.length > 0 ? <FooterLinks links={links} /> : undefined}
      logo={logo ? <FooterLogo logo={logo} /> : undefined}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}

export default FooterFromParts;
