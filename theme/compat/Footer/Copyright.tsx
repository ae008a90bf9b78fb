/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/Footer/Copyright`: the copyright line, HTML from the site's config. */
import type { ReactNode } from 'react';

export default function FooterCopyright({ copyright }: { copyright: string }): ReactNode {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
