/**
 * A Docusaurus config value as JSON: what site.config.json can hold. Functions, symbols,
 * class instances and cycles have no JSON form; their paths are returned so
 * `opdocs migrate` can name each one.
 */

/** A plain object of a Docusaurus config, and the test for one. */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A config value when it is a string. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** Drops undefined values so the written JSON stays short. */
export const clean = <T extends Obj>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * The key under which a package's stand-in (load-docusaurus.ts) tells what it stands for
 * (`yaml.parse()`): a value the config computed with a package migrate does not run.
 */
export const STAND_IN = Symbol.for('opdocs.migrate.standIn');

/**
 * The key under which a stand-in tells the module it stands for (`yaml`, `@org/pkg/sub`), where
 * STAND_IN tells the whole expression (`yaml.parse()`).
 */
export const STAND_IN_MODULE = Symbol.for('opdocs.migrate.standInModule');

/** What `v` stands for when it is a package's stand-in, else undefined. */
export function standInOf(v: unknown): string | undefined {
  if (typeof v !== 'function') return undefined;
  const name = (v as unknown as Record<symbol, unknown>)[STAND_IN];
  return typeof name === 'string' ? name : undefined;
}

/**
 * The JSON part of `value`, the config paths of what was left out, and of those the ones that
 * are a package's stand-in, with what they stand for and the module they come from.
 */
export function toJsonValue(value: unknown, path: string): { json: unknown; dropped: string[]; standIns: Map<string, string>; modules: Map<string, string> } {
  const dropped: string[] = [];
  const standIns = new Map<string, string>();
  const modules = new Map<string, string>();
  const seen = new Set<object>();
  const walk = (v: unknown, at: string): unknown => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    const standIn = standInOf(v);
    if (standIn !== undefined) {
      standIns.set(at, standIn);
      const module = (v as unknown as Record<symbol, unknown>)[STAND_IN_MODULE];
      if (typeof module === 'string') modules.set(at, module);
      return dropped.push(at), undefined;
    }
    // As JSON.stringify does: an unset key is left out (null in an array), with nothing to report.
    if (v === undefined) return undefined;
    if (typeof v === 'number') return Number.isFinite(v) ? v : (dropped.push(at), undefined);
    if (typeof v !== 'object' || seen.has(v)) return dropped.push(at), undefined;
    if (Array.isArray(v)) {
      seen.add(v);
      const out = v.map((item, i) => walk(item, `${at}[${i}]`) ?? null);
      seen.delete(v);
      return out;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return dropped.push(at), undefined;
    seen.add(v);
    const out: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) {
      const j = walk(item, `${at}.${k}`);
      if (j !== undefined) out[k] = j;
    }
    seen.delete(v);
    return out;
  };
  return { json: walk(value, path), dropped, standIns, modules };
}
