/**
 * The config types, all derived from the zod schema in schema.ts. Node-only; the browser
 * sees `SiteData` (runtime/types.ts).
 */
export type { FooterLinkConfig, NavbarItemConfig, SiteConfig, UserConfig } from './schema.js';
