/**
 * `@generated/docusaurus.config`: the site's configuration as a module, which Docusaurus writes
 * while it builds and swizzles read at their top level (`config.customFields.sentryDSN`), before
 * any component renders, so a React context (useDocusaurusContext) cannot answer them. opdocs
 * bakes the same keys into the bundle, from the config it builds with, so server and browser agree.
 */
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/types.js';

/** The specifier this module answers. */
export const GENERATED_CONFIG = '@generated/docusaurus.config';

/** The esbuild namespace its module is loaded from. */
export const GENERATED_CONFIG_NAMESPACE = 'opdocs-generated-config';

/**
 * The siteConfig keys a page may read, as Docusaurus names them (the ones opdocs keeps; keys it
 * does not keep are absent rather than guessed, as in useDocusaurusContext()). Only what JSON
 * carries: the module is JSON, and this object crosses to the bundling thread (no functions).
 */
export function generatedSiteConfig(config: SiteConfig): Record<string, unknown> {
  const optional = { favicon: config.favicon, trailingSlash: config.trailingSlash, organizationName: config.organizationName, projectName: config.projectName };
  return JSON.parse(JSON.stringify({
    title: config.title,
    tagline: config.tagline,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    customFields: config.customFields ?? {},
    themeConfig: config.themeConfig ?? {},
  })) as Record<string, unknown>;
}

/**
 * The module's source (its default export, as Docusaurus' file has): `siteConfig` when the build
 * gave it (a locale's own, with that locale's baseUrl), else the config file in `siteDir` read again.
 */
export async function generatedConfigSource(siteDir: string, siteConfig?: Record<string, unknown>): Promise<string> {
  return `export default ${JSON.stringify(siteConfig ?? generatedSiteConfig(await loadConfig(siteDir)))};\n`;
}
