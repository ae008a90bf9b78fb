/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Footer/Logo`: the footer's logo (one per colour mode with `srcDark`), a link when it has `href`. */
import type { CSSProperties, ReactNode } from 'react';
import { useSite } from '../../../runtime/context';
import Link from '../Link';
import ThemedImage from '../ThemedImage';
import { addBaseUrl } from '../base-url';

/** Props of {@link FooterLogo}: `themeConfig.footer.logo`. */
export interface FooterLogoProps {
  logo: { src: string; srcDark?: string; alt?: string; href?: string; width?: number | string; height?: number | string; className?: string; style?: CSSProperties };
}

export function FooterLogo({ logo }: FooterLogoProps): ReactNode {
  const site = useSite();
  const light = addBaseUrl(site, logo.src);
  const image = (
    <ThemedImage className={logo.className ? `footer__logo ${logo.className}` : 'footer__logo'} alt={logo.alt ?? ''}
      sources={{ light, dark: logo.srcDark ? addBaseUrl(site, logo.srcDark) : light }} width={logo.width} height={logo.height} style={logo.style} />
  );
  return logo.href ? <Link href={logo.href} className="footer__logo-link">{image}</Link> : image;
}

export default FooterLogo;
