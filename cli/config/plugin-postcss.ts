/**
 * The PostCSS plugins a Docusaurus config built in place adds through a plugin's
 * `configurePostCss` (Tailwind set up the way Docusaurus' guides show), carried on the resolved
 * config (config-extra.ts) to the bundles, which apply them as a postcss.config.js listing them
 * would (bundle/postcss-styles.ts). A site.config.json site writes that file instead.
 */
import { configExtra } from './config-extra.js';

const plugins = configExtra<string[]>('pluginPostcss', (names) => names.length > 0);

/** `config` with `names` (PostCSS plugin packages, in order) attached (the same object); nothing for none. */
export const withPluginPostcss = <T extends object>(config: T, names: string[]): T => plugins.attach(config, names);

/** The PostCSS plugins attached to `config`; none for a site.config.json. */
export const pluginPostcssOf = (config: object): string[] => plugins.read(config) ?? [];
