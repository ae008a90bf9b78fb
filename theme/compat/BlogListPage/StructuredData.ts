/**
 * `@theme/BlogListPage/StructuredData`: the list's JSON-LD, for a site's own list page (an
 * ejected BlogListPage draws it with its props in place of the theme's page, which writes the same block).
 */
import { createElement, type ReactNode } from 'react';
import { JsonLd } from '../../Blog/BlogStructuredData';
import { useBlogListPageStructuredData } from '../blog-structured-data';

/** See the module comment. */
export default function BlogListPageStructuredData(props: Parameters<typeof useBlogListPageStructuredData>[0]): ReactNode {
  return createElement(JsonLd, { data: useBlogListPageStructuredData(props) });
}
