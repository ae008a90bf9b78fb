/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Footer/Layout`: the footer's frame around the parts a site's footer passes in. */
import type { ReactNode } from 'react';

/** Props of {@link FooterLayout}: the parts, already drawn. */
export interface FooterLayoutProps {
  style?: 'light' | 'dark';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

export function FooterLayout({ style = 'light', links, logo, copyright }: FooterLayoutProps): ReactNode {
  return (
    <footer className={`footer footer--${style}`}>
      <div className="container container--fluid">
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom">
            {logo && <div className="footer__logo-row">{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}

export default FooterLayout;
