/**
 * The webpack aliases the plugins of a Docusaurus config built in place add
 * (migrate/webpack-aliases.ts), carried on the resolved config (config-extra.ts): MDX imports
 * resolve through them (`import data from '@examples/x.csv'`), where a site.config.json site
 * writes them as tsconfig `paths`.
 */
import { configExtra } from './config-extra.js';

const aliases = configExtra<Record<string, string>>('pluginAliases', (map) => Object.keys(map).length > 0);

/** `config` with `map` (alias → absolute path) attached (the same object); nothing for none. */
export const withPluginAliases = <T extends object>(config: T, map: Record<string, string>): T => aliases.attach(config, map);

/** The aliases attached to `config`, or null (a site.config.json, or none). */
export const pluginAliasesOf = (config: object): Record<string, string> | null => aliases.read(config) ?? null;
