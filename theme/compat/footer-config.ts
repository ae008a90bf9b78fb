/**
 * `themeConfig.footer` as Docusaurus pages and swizzled footers read it, made from the footer
 * opdocs resolved. Paths are given as a config writes them, without the baseUrl (`to:
 * '/docs/intro'`, `src: '/img/logo.svg'`): Docusaurus' footer parts (and opdocs') add it
 * themselves, and a site's part that adds it by hand would otherwise get it twice.
 */
import type { FooterData, FooterItem, SiteData } from '../../runtime/types';
import { withoutBaseUrl } from './base-url';

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

function compatItem(item: FooterItem, baseUrl: string): CompatFooterItem {
  if (item.kind === 'html') return { html: item.html };
  const extra = { ...(item.className ? { className: item.className } : {}), ...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}) };
  return item.external ? { label: item.label, href: item.href, ...extra } : { label: item.label, to: withoutBaseUrl(baseUrl, item.href), ...extra };
}

/** The footer config of `site`, or undefined when it has no footer (as Docusaurus leaves it). */
export function createFooterConfig(site: SiteData): CompatFooterConfig | undefined {
  const footer = site.footer;
  if (!footer) return undefined;
  const written = (url: string) => withoutBaseUrl(site.baseUrl, url);
  const item = (entry: FooterItem) => compatItem(entry, site.baseUrl);
  const links = footer.columns.length > 0
    ? footer.columns.map((column) => ({ title: column.title, items: column.items.map(item) }))
    : (footer.links ?? []).map(item);
  const logo = footer.logo;
  return {
    style: footer.style,
    links,
    ...(footer.copyright ? { copyright: footer.copyright } : {}),
    ...(logo ? { logo: {
      src: written(logo.src), alt: logo.alt,
      ...(logo.srcDark ? { srcDark: written(logo.srcDark) } : {}),
      ...(logo.href ? { href: written(logo.href) } : {}),
      ...(logo.width ? { width: logo.width } : {}),
      ...(logo.height ? { height: logo.height } : {}),
    } } : {}),
  };
}
