/**
 * `@docusaurus/Head`: <title>, <meta>, <link> and <html className> for the page. The title,
 * description, keywords, image and meta tags are in the server-rendered HTML; links are added
 * in the browser.
 */
import type { ReactNode } from 'react';
import { parseHeadChildren } from './head-entries';
import { useHeadEntries } from './useHeadEntries';

export default function Head({ children }: { children?: ReactNode }): ReactNode {
  useHeadEntries(parseHeadChildren(children));
  return null;
}
