/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Footer` in a site's own page. Docusaurus draws only what a page renders: a page that
 * skips `<Layout>` and renders `<Footer />` itself gets one footer there, and so it does here
 * (frame-slot.tsx). Inside a frame, which ends with the footer already (the site's swizzled
 * Footer when it has one), drawing it again would show two, so it draws nothing. A swizzled
 * Footer's `@theme-original/Footer` is the theme's real footer still.
 */
import { useContext, type ReactNode } from 'react';
import { FrameSlotContext } from '../Layout/frame-slot';
// Relative: the bundler puts the site's swizzled Footer in its place.
import { Footer } from '../Footer/Footer';

export default function PageFooter(): ReactNode {
  return useContext(FrameSlotContext) ? <Footer /> : null;
}
