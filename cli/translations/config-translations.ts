/**
 * The translation files made from the site config: the navbar's and footer's texts
 * (`docusaurus-theme-classic/navbar.json`, `footer.json`) under the keys pipeline/locale.ts
 * localizeConfig reads them by. A navbar `{ html }` item has no label to translate.
 */
import type { FooterLinksConfig, NavbarItemConfig, SiteConfig } from '../config/types.js';
import type { TranslationEntry, TranslationFile } from './translation-file.js';

type Entries = Record<string, TranslationEntry>;

function navbarEntries(config: SiteConfig): Entries {
  const out: Entries = {};
  const { title, logo, items } = config.navbar;
  if (title) out.title = { message: title, description: 'The title in the navbar' };
  if (logo?.alt) out['logo.alt'] = { message: logo.alt, description: 'The alt text of the navbar logo' };
  const add = (item: NavbarItemConfig) => {
    if ('label' in item && typeof item.label === 'string' && item.label) {
      out[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
    }
    if (item.type === 'dropdown') item.items.forEach(add);
  };
  items.forEach(add);
  return out;
}

function footerEntries(config: SiteConfig): Entries {
  const out: Entries = {};
  const footer = config.footer;
  if (!footer) return out;
  const link = (l: object) => {
    if ('label' in l && typeof l.label === 'string' && l.label) {
      out[`link.item.label.${l.label}`] = { message: l.label, description: `Footer link with label ${l.label}` };
    }
  };
  for (const entry of footer.links as FooterLinksConfig) {
    if ('items' in entry) {
      if (entry.title) out[`link.title.${entry.title}`] = { message: entry.title, description: `Footer column titled ${entry.title}` };
      entry.items.forEach(link);
    } else link(entry);
  }
  if (footer.copyright) out.copyright = { message: footer.copyright, description: 'The footer copyright line' };
  if (footer.logo?.alt) out['logo.alt'] = { message: footer.logo.alt, description: 'The alt text of the footer logo' };
  return out;
}

/** navbar.json and footer.json of the site's config (a footer-less site gets no footer.json). */
export function configTranslationFiles(config: SiteConfig): TranslationFile[] {
  const footer = footerEntries(config);
  return [
    { path: 'docusaurus-theme-classic/navbar.json', entries: navbarEntries(config) },
    ...(config.footer ? [{ path: 'docusaurus-theme-classic/footer.json', entries: footer }] : []),
  ];
}
