/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The doc page's DocItem when a site swizzled Docusaurus' `DocItem`: the site's component, given
 * what Docusaurus gives it, `content`, the doc's body as a component carrying the doc's `metadata`,
 * `frontMatter`, `assets`, `toc` and `contentTitle` (as `useDoc()` has them). Wrappers read those
 * before they draw the original; ejected copies draw `<MDXComponent />` inside `@theme/DocItem/Layout`.
 * Only such a site's code carries this (cli/bundle/theme-overrides.ts, DOCITEM_FROM_SWIZZLE).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useRouteState } from '../../../runtime/context';
import { useDoc } from '../docs-client';
// Named and relative: the site's swizzled DocItem (an override of this module) draws the doc.
import { DocItemSwizzle } from './Swizzled';

// The body travels by context, not in the component's closure: the page re-renders with a new
// body element, and a new component each time would remount the doc (and its islands) each time.
const Body = createContext<ReactNode>(null);

/** See the module comment; `children` is the doc's rendered body. */
export default function DocItemFromSwizzle({ children }: { children?: ReactNode }): ReactNode {
  const { route } = useRouteState();
  const doc = useDoc();
  // One component per route, as Docusaurus has one per doc.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const content = useMemo(() => Object.assign(function DocContent(): ReactNode { return useContext(Body); }, doc), [route]);
  return <Body.Provider value={children}><DocItemSwizzle content={content} /></Body.Provider>;
}
