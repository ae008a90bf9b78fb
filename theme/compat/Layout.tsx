/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Layout` for a Docusaurus page: opdocs already frames every page with the navbar and
 * footer, so this sets the page's title and description and renders the children in place.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { formatPageTitle } from '../../runtime/page-title';
import { addBaseUrl } from './base-url';
import type { HeadEntry } from './head-entries';
import { useHeadEntries } from './useHeadEntries';

/** Props of the Docusaurus Layout. */
export interface LayoutProps {
  children?: ReactNode;
  /** Page title; the document title becomes "title | site title". */
  title?: string;
  description?: string;
  keywords?: string | string[];
  /** Social card image: a site path ("/img/card.png") or an absolute URL. */
  image?: string;
  /** Class of a wrapper around the children. */
  wrapperClassName?: string;
  /** Not supported: the footer is part of every page. */
  noFooter?: boolean;
}

export default function Layout({ children, title, description, keywords, image, wrapperClassName }: LayoutProps): ReactNode {
  const site = useSite();
  const entries: HeadEntry[] = [];
  if (title) entries.push({ kind: 'title', text: formatPageTitle(title, site) });
  if (description) entries.push({ kind: 'meta', name: 'description', content: description });
  if (keywords?.length) entries.push({ kind: 'meta', name: 'keywords', content: Array.isArray(keywords) ? keywords.join(', ') : keywords });
  if (image) entries.push({ kind: 'meta', property: 'og:image', content: addBaseUrl(site, image, { absolute: true }) });
  useHeadEntries(entries);
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
