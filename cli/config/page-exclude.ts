/**
 * The pages plugin's `exclude` globs of a Docusaurus config built in place (migrate/pages-exclude.ts),
 * carried on the resolved config beside its schema's keys: the config type has no key for them,
 * so a symbol-keyed property rides along, as skipped-plugins.ts does, kept by `{ ...config }`.
 */

const EXCLUDE = Symbol.for('opdocs.pagesExclude');

/** `config` with `globs` attached (the same object); nothing is attached for undefined. */
export function withPagesExclude<T extends object>(config: T, globs: string[] | undefined): T {
  if (globs) (config as Record<symbol, unknown>)[EXCLUDE] = globs;
  return config;
}

/** The globs attached to `config`, or undefined (a site.config.json, or none written). */
export function pagesExcludeOf(config: object): string[] | undefined {
  const globs = (config as Record<symbol, unknown>)[EXCLUDE];
  return Array.isArray(globs) ? (globs as string[]) : undefined;
}
