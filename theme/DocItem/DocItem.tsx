/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A doc: its head metadata, then its columns around the body. An override point, the place of
 * Docusaurus' DocItem, whose swizzles get `content`, the body as a component that carries the
 * doc's `metadata`, `frontMatter`, `assets`, `toc` and `contentTitle` (compat/DocItem/FromSwizzle.tsx
 * makes it), and, when they wrap the original, this component, which draws that `content`.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { DocItemLayout } from './DocItemLayout';
// Relative, as each part here: a site's swizzled DocItem/Metadata or DocItem/Layout takes its place.
import { DocItemMetadata } from './DocItemMetadata';

/** The doc's body: as children from the doc page, or as Docusaurus' `content` component from a swizzle. */
export interface DocItemProps {
  children?: ReactNode;
  content?: ComponentType;
}

/** See the module comment. */
export function DocItem({ children, content }: DocItemProps): ReactNode {
  return (
    <>
      <DocItemMetadata />
      <DocItemLayout>{content ? createElement(content) : children}</DocItemLayout>
    </>
  );
}

export default DocItem;
