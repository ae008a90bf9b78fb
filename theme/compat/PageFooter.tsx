/**
 * `@theme/Footer` in a site's own page: nothing. Docusaurus draws only what a page renders, so a
 * page that skips `<Layout>` and renders `<Footer />` itself gets one footer there; opdocs frames
 * every page with its layout, footer included (the site's swizzled Footer when it has one), so
 * drawing it a second time would show two. A swizzled Footer's `@theme-original/Footer` is the
 * theme's real footer still.
 */
export default function PageFooter(): null {
  return null;
}
