/**
 * The webpack aliases the plugins of a Docusaurus config built in place add
 * (migrate/webpack-aliases.ts), carried on the resolved config as skipped-plugins.ts carries
 * skipped plugins: MDX imports resolve through them (`import data from '@examples/x.csv'`),
 * where a site.config.json site writes them as tsconfig `paths`.
 */

const ALIASES = Symbol.for('opdocs.pluginAliases');

/** `config` with `aliases` (alias → absolute path) attached (the same object); nothing for none. */
export function withPluginAliases<T extends object>(config: T, aliases: Record<string, string>): T {
  if (Object.keys(aliases).length) (config as Record<symbol, unknown>)[ALIASES] = aliases;
  return config;
}

/** The aliases attached to `config`, or null (a site.config.json, or none). */
export function pluginAliasesOf(config: object): Record<string, string> | null {
  const aliases = (config as Record<symbol, unknown>)[ALIASES];
  return aliases && typeof aliases === 'object' ? (aliases as Record<string, string>) : null;
}
