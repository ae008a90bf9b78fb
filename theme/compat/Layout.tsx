/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Layout` for a Docusaurus page: sets the page's title and description, and draws the
 * frame (navbar, footer) around the children, as Docusaurus' does, where the page is the one
 * that frames itself (a src/pages page; frame-slot.tsx). Anywhere else (a doc's MDX, a second
 * `<Layout>` inside the first) the frame is drawn already and the children render in place.
 */
import { useContext, type ReactNode } from 'react';
import { Frame, FrameSlotContext } from '../Layout/frame-slot';
import { useSite } from '../../runtime/context';
import { formatPageTitle } from '../../runtime/page-title';
import { keywordsContent } from '../../runtime/keywords';
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
  /** Leaves the footer out (where this Layout draws the frame). */
  noFooter?: boolean;
}

export default function Layout(props: LayoutProps): ReactNode {
  const { children, title, description, keywords, image, wrapperClassName } = props;
  const site = useSite();
  const drawsFrame = useContext(FrameSlotContext);
  const entries: HeadEntry[] = [];
  if (title) entries.push({ kind: 'title', text: formatPageTitle(title, site) });
  if (description) entries.push({ kind: 'meta', name: 'description', content: description });
  if (keywords?.length) entries.push({ kind: 'meta', name: 'keywords', content: keywordsContent(keywords) });
  if (image) entries.push({ kind: 'meta', property: 'og:image', content: addBaseUrl(site, image, { absolute: true }) });
  useHeadEntries(entries);
  // The frame puts the wrapper's class on its main wrapper, as Docusaurus' Layout does.
  if (drawsFrame) return <Frame {...props} />;
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
