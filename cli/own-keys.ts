/**
 * Keys that come from a site (translation ids, config and front matter keys) may be
 * `__proto__`, `constructor` or `toString`. A plain `object[id] = value` with `__proto__` sets the object's prototype and is
 * lost from Object.entries and JSON.stringify; a read of `constructor` finds Object's function.
 * These helpers set and read own properties only.
 */

/** Sets `key` on `target` as an own, enumerable property, whatever the key's name. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `source[key]` when `source` has it as its own property, else undefined. */
export function getOwn<T>(source: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}

/** Copies each own entry of `source` onto `target` as an own property (Object.assign, minus the `__proto__` setter). */
export function assignOwn<T>(target: Record<string, T>, source: Record<string, T>): void {
  for (const [key, value] of Object.entries(source)) setOwn(target, key, value);
}
