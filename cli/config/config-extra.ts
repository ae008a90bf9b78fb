/**
 * Values a build in place of a Docusaurus config carries on the resolved config beside the
 * schema's keys (skipped plugins, remark plugin names, webpack aliases, the pages plugin's
 * `exclude`): the config type has no key for them, so each rides on a symbol-keyed property,
 * kept by the `{ ...config }` copies a locale build makes and left out of JSON.
 */

/** One such value: `attach` sets it when `present` says it holds something; `read` gives it back, if set. */
export function configExtra<T>(name: string, present: (value: T) => boolean) {
  const key = Symbol.for(`opdocs.${name}`);
  return {
    /** `config` with `value` attached (the same object). */
    attach<C extends object>(config: C, value: T): C {
      if (present(value)) (config as Record<symbol, unknown>)[key] = value;
      return config;
    },
    /** The value attached to `config`; undefined for a site.config.json, or when none was. */
    read(config: object): T | undefined {
      return (config as Record<symbol, unknown>)[key] as T | undefined;
    },
  };
}
