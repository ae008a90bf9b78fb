/**
 * `import()` of a file URL or package at run time. The published CLI runs as a script compiled
 * with V8's code cache (bin/opdocs.js), and a script compiled that way has no `import()` of its
 * own: its host passes one in as `__opdocsImport`. Run from source (tests) or as an ES module,
 * the plain `import()` is used.
 */
declare const __opdocsImport: ((specifier: string) => Promise<unknown>) | undefined;

export function importModule<T>(specifier: string): Promise<T> {
  return (typeof __opdocsImport === 'function' ? __opdocsImport(specifier) : import(specifier)) as Promise<T>;
}
