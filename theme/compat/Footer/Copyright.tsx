/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Footer/Copyright`: the copyright line, HTML from the site's config. */
import type { ReactNode } from 'react';

export function FooterCopyright({ copyright }: { copyright: string }): ReactNode {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}

export default FooterCopyright;
