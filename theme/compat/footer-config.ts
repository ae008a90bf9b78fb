/**
 * `themeConfig.footer` as Docusaurus pages and swizzled footers read it, made from the footer
 * opdocs resolved. Internal links keep the baseUrl they already carry in `to`: Docusaurus' Link
 * and useBaseUrl (and opdocs') leave a path that starts with the baseUrl as it is.
 */
import type { FooterData, FooterItem, SiteData } from '../../runtime/types';

/** One footer link in Docusaurus' shape: `to` inside the site, `href` outside it, or raw `html`. */
export type CompatFooterItem =
  | { label: string; to: string; className?: string; 'aria-label'?: string }
  | { label: string; href: string; className?: string; 'aria-label'?: string }
  | { html: string };

/** Docusaurus' `themeConfig.footer`: `links` is a list of columns, or one row of links. */
export interface CompatFooterConfig {
  style: FooterData['style'];
  links: { title: string; items: CompatFooterItem[] }[] | CompatFooterItem[];
  copyright?: string;
  logo?: { src: string; srcDark?: string; alt: string; href?: string; width?: number; height?: number };
}

function compatItem(item: FooterItem): CompatFooterItem {
  if (item.kind === 'html') return { html: item.html };
  const extra = { ...(item.className ? { className: item.className } : {}), ...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}) };
  return item.external ? { label: item.label, href: item.href, ...extra } : { label: item.label, to: item.href, ...extra };
}

/** The footer config of `site`, or undefined when it has no footer (as Docusaurus leaves it). */
export function createFooterConfig(site: SiteData): CompatFooterConfig | undefined {
  const footer = site.footer;
  if (!footer) return undefined;
  const links = footer.columns.length > 0
    ? footer.columns.map((column) => ({ title: column.title, items: column.items.map(compatItem) }))
    : (footer.links ?? []).map(compatItem);
  const logo = footer.logo;
  return {
    style: footer.style,
    links,
    ...(footer.copyright ? { copyright: footer.copyright } : {}),
    ...(logo ? { logo: {
      src: logo.src, alt: logo.alt,
      ...(logo.srcDark ? { srcDark: logo.srcDark } : {}),
      ...(logo.href ? { href: logo.href } : {}),
      ...(logo.width ? { width: logo.width } : {}),
      ...(logo.height ? { height: logo.height } : {}),
    } } : {}),
  };
}
