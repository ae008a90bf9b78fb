/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Who draws the frame (skip link, announcement bar, navbar, footer). The theme frames every
 * page of its own; a Docusaurus page (src/pages) is framed only where it renders `<Layout>`,
 * as in Docusaurus, so a landing page that draws its own header and footer shows no second one.
 */
import { createContext, type ReactNode } from 'react';
import { FrameHeadContext } from '../compat/frame-head';
// Named and relative: a site's swizzled Layout (an override of this module) draws the frame.
import { PageLayout, type PageLayoutProps } from './PageLayout';

/** True under a Docusaurus page until its own `<Layout>` draws the frame there. */
export const FrameSlotContext = createContext(false);

/**
 * Props of {@link Frame}: the page's `<Layout>` props, which a site's swizzled Layout (in
 * PageLayout's place) receives whole, as Docusaurus gives them; the theme's reads two.
 */
export interface FrameProps extends PageLayoutProps {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
}

/** The frame around `children`; no frame is then pending inside it. */
export function Frame({ children, ...props }: FrameProps): ReactNode {
  return (
    <FrameSlotContext.Provider value={false}>
      {/* A swizzled Layout's <Head> must not overwrite the metadata of the page it frames. */}
      <FrameHeadContext.Provider value={true}>
        <PageLayout {...props}>
          <FrameHeadContext.Provider value={false}>{children}</FrameHeadContext.Provider>
        </PageLayout>
      </FrameHeadContext.Provider>
    </FrameSlotContext.Provider>
  );
}
