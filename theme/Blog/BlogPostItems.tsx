/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The posts of a blog list page, each its BlogPostItem around its body. Its own file so a site's
 * swizzled Docusaurus `BlogPostItems` (props `items`, each `{ content }`, and `component`)
 * draws the list instead.
 */
import type { ComponentType, ReactNode } from 'react';
import { PostContext } from '../../runtime/post-context';
// Named and relative: a site's swizzled BlogPostItem (an override of this module) draws each post.
import { BlogPostItem } from './BlogPostItem';
import type { PostContent } from './post-content';

/** Props of {@link BlogPostItems}, Docusaurus' own. */
export interface BlogPostItemsProps {
  items: readonly { content: PostContent }[];
  /** The component drawing each post around its body; BlogPostItem unless given. */
  component?: ComponentType<{ children?: ReactNode }>;
}

/** See {@link BlogPostItemsProps}. */
export function BlogPostItems({ items, component: Item = BlogPostItem }: BlogPostItemsProps): ReactNode {
  return (
    <>
      {items.map(({ content: Body }) => (
        // Each item's parts (and a site's swizzled ones, through useBlogPost()) read their post from the context.
        <PostContext.Provider key={Body.post.href} value={Body.post}>
          <Item><Body /></Item>
        </PostContext.Provider>
      ))}
    </>
  );
}

export default BlogPostItems;
