/**
 * `@theme/BlogPostPage/StructuredData`: the post's JSON-LD, for a site's own post page (an
 * ejected BlogPostPage draws it in place of the theme's page, which writes the same block).
 */
import { createElement, type ReactNode } from 'react';
import { JsonLd } from '../../Blog/BlogStructuredData';
import { useBlogPostStructuredData } from '../blog-structured-data';

/** See the module comment. */
export default function BlogPostPageStructuredData(_props: object): ReactNode {
  return createElement(JsonLd, { data: useBlogPostStructuredData() });
}
