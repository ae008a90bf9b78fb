/**
 * The remark/rehype plugins of a Docusaurus config built in place (migrate/content-plugin-names.ts),
 * carried on the resolved config (config-extra.ts).
 */
import { configExtra } from './config-extra.js';

const plugins = configExtra<string[]>('contentPlugins', (names) => names.length > 0);

/** `config` with `names` attached (the same object); nothing is attached for none. */
export const withContentPlugins = <T extends object>(config: T, names: string[]): T => plugins.attach(config, names);

/** The plugin names attached to `config`; none for a site.config.json. */
export const contentPluginsOf = (config: object): string[] => plugins.read(config) ?? [];
