/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The TOC column beside a doc's content: its own module, named, so a site's swizzled
 * DocItem/TOC/Desktop (an override of this module) takes its place.
 */
import type { ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { useRoute } from '../../runtime/context';
import { PageTOC } from '../TOC/PageTOC';

/** The doc's TOC column. */
export function DocItemTOCDesktop(): ReactNode {
  return <PageTOC toc={useRoute<DocRoute>().toc} />;
}

export default DocItemTOCDesktop;
