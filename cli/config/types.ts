/**
 * The config types, all derived from the zod schema in schema.ts. Node-only; the browser
 * sees `SiteData` (runtime/types.ts).
 */
export type { FooterColumnConfig, FooterLinkConfig, FooterLinksConfig, NavbarItemConfig, SiteConfig, UserConfig } from './schema.js';
