/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A docs page: the doc (DocItem, an override point: its metadata, then DocItemLayout's columns
 * around its body) inside the docs frame (DocRootLayout: sidebar aside and main column). Every
 * piece of data comes from the route.
 */
import type { DocRoute, PageProps } from '../../runtime/types';
import { HtmlBlock } from '../../runtime/html-block';
import { MDXContent } from '../Content/MDXContent';
// Named and relative: a site's swizzled DocItem (an override of its module) draws the doc here.
import { DocItem } from '../DocItem/DocItem';
// Named and relative: a site's swizzled DocRoot/Layout (an override of its module) draws the frame.
import { DocRootLayout } from '../DocRoot/DocRootLayout';

/** Page component of route kind "doc". */
export default function DocPage({ route }: PageProps<DocRoute>) {
  return (
    <div>
      <DocRootLayout>
        <DocItem>
          <MDXContent><HtmlBlock html={route.html} id="doc" className="markdown theme-doc-markdown" /></MDXContent>
        </DocItem>
      </DocRootLayout>
    </div>
  );
}
