/**
 * The remark/rehype plugins of a Docusaurus config built in place (migrate/content-plugin-names.ts),
 * carried on the resolved config as skipped-plugins.ts carries skipped plugins: the config type
 * has no key for them, so a symbol-keyed property rides along, kept by `{ ...config }` copies.
 */

const PLUGINS = Symbol.for('opdocs.contentPlugins');

/** `config` with `names` attached (the same object); nothing is attached for none. */
export function withContentPlugins<T extends object>(config: T, names: string[]): T {
  if (names.length) (config as Record<symbol, unknown>)[PLUGINS] = names;
  return config;
}

/** The plugin names attached to `config`; none for a site.config.json. */
export function contentPluginsOf(config: object): string[] {
  const list = (config as Record<symbol, unknown>)[PLUGINS];
  return Array.isArray(list) ? (list as string[]) : [];
}
