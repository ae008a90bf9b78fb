/**
 * Picks a component out of the module a dynamic import or a generated module gives: islands'
 * lazy loaders (cli/bundle/island-loaders.ts) and the Markdown a React file imports
 * (partial-element.ts) both name what they want as an export path.
 */

/**
 * The export `name` of a module namespace (`default.Name`: a path into its default export).
 * A CommonJS module's exports object arrives as `default`, its own default and names on it.
 */
export function pickExport(mod: Record<string, unknown>, name: string): unknown {
  const [first, ...rest] = name.split('.');
  let value: unknown;
  if (first === 'default') {
    const v = mod.default as Record<string, unknown> | undefined;
    value = v && typeof v === 'object' && v.__esModule && 'default' in v ? v.default : v;
  } else {
    value = mod[first] !== undefined ? mod[first] : (mod.default as Record<string, unknown> | undefined)?.[first];
  }
  return rest.reduce<unknown>((v, key) => (v == null ? v : (v as Record<string, unknown>)[key]), value);
}
