/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The TOC folded above a doc's content (shown on narrow screens): its own module, named, so a
 * site's swizzled DocItem/TOC/Mobile (an override of this module) takes its place.
 */
import type { ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { useRoute } from '../../runtime/context';
import { TOCCollapsible } from '../TOC/TOCCollapsible';

/** The doc's folded TOC. */
export function DocItemTOCMobile(): ReactNode {
  return <TOCCollapsible toc={useRoute<DocRoute>().toc} />;
}

export default DocItemTOCMobile;
