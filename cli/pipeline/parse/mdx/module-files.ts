/**
 * Finds the file an MDX import of a component means, the way a bundler does: the path as
 * written, then with a script extension, then its index file. Reads the disk: parse-job.ts
 * hands it to the (pure) parse.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** Every file `path` may mean, in the order they are tried. */
export function getModuleCandidates(path: string): string[] {
  return [path, ...EXTENSIONS.map((e) => path + e), ...EXTENSIONS.map((e) => `${path}/index${e}`)];
}

/** The first candidate that is a file, or undefined. */
export function findModuleFile(path: string): string | undefined {
  for (const candidate of getModuleCandidates(path)) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return undefined;
}

/**
 * The file Node loads for the package `spec` imported from `from` (the site's node_modules,
 * as Docusaurus' bundler finds it); undefined when it is not installed.
 */
export function resolvePackageFile(spec: string, from: string): string | undefined {
  try {
    return createRequire(from).resolve(spec);
  } catch {
    return undefined;
  }
}

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null for a path. */
export function packageName(specifier: string): string | null {
  if (/^(\.|\/|[a-z]:)/i.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? (parts.length > 1 ? parts.slice(0, 2).join('/') : null) : parts[0];
}
