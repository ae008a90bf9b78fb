/**
 * Finds the file an MDX import of a component means, the way a bundler does: the path as
 * written, then with a script extension, then its index file. Reads the disk: parse-job.ts
 * hands it to the (pure) parse.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Docusaurus' webpack order (its `resolve.extensions`), as the bundles resolve (esbuild-common.ts):
// a component folder holding a stale `index.tsx` beside `index.js` means the `.js`.
const EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx'];

/** Every file `path` may mean, in the order they are tried. */
export function getModuleCandidates(path: string): string[] {
  return [path, ...EXTENSIONS.map((e) => path + e), ...EXTENSIONS.map((e) => `${path}/index${e}`)];
}

/**
 * Every file `!!raw-loader!<path>` may mean, in webpack's order under Docusaurus (its
 * `resolve.extensions`), which tries `.js` before `.ts`: `!!raw-loader!./basic` is `basic.js`
 * beside a `basic.mdx`.
 */
export function getRawTextCandidates(path: string): string[] {
  const extensions = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];
  return [path, ...extensions.map((e) => path + e), ...extensions.map((e) => `${path}/index${e}`)];
}

/** Docusaurus' alias of the site folder, in imports and in Markdown paths. */
export const SITE_ALIAS = '@site/';

/** The file `path` names through the `@site/` alias, from `siteDir`; undefined for any other path. */
export function fromSiteAlias(path: string, siteDir: string): string | undefined {
  return path.startsWith(SITE_ALIAS) ? join(siteDir, path.slice(SITE_ALIAS.length)) : undefined;
}

/** Whether `path` is a file (not a folder, not missing). */
export const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** The first candidate that is a file, or undefined. */
export function findModuleFile(path: string): string | undefined {
  return getModuleCandidates(path).find(isFile);
}

/** Marks a module the bundles resolve themselves: `opdocs-package:<folder>|<specifier>`. */
export const PACKAGE_MODULE = 'opdocs-package:';

/**
 * The folder of the package `spec` names, installed where Node and the bundlers look from the
 * file `from`, else in `<siteDir>/node_modules`; undefined when it is in neither. The site's
 * folder is the last resort for docs kept outside it (`docs.path: "../docs"`), whose imports
 * Docusaurus' bundler resolves from there too (so do ours: esbuild-common.ts `nodePaths`).
 */
export function findPackageDir(spec: string, from: string, siteDir?: string): string | undefined {
  const name = packageName(spec);
  if (!name) return undefined;
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return join(dir, 'node_modules', name);
    if (dirname(dir) === dir) break;
  }
  const inSite = siteDir === undefined ? undefined : join(siteDir, 'node_modules', name);
  return inSite && existsSync(join(inSite, 'package.json')) ? inSite : undefined;
}

/**
 * A component module of the package `spec` imported by the MDX file `from`, as a name the
 * bundles resolve like any `import` from that file's folder: so a package with separate
 * CommonJS and ES builds is one module to MDX and to the site's code (two copies would give
 * its React contexts two identities). Undefined when the package is not installed (see
 * findPackageDir for where it is looked for).
 */
export function resolvePackageFile(spec: string, from: string, siteDir?: string): string | undefined {
  if (!findPackageDir(spec, from, siteDir)) return undefined;
  // A file that is no script (an image, a stylesheet) is that file.
  if (/\.\w+$/.test(spec) && !/\.[cm]?[jt]sx?$/i.test(spec)) {
    try {
      return createRequire(from).resolve(spec, { paths: siteDir === undefined ? [dirname(from)] : [dirname(from), siteDir] });
    } catch {
      return undefined;
    }
  }
  return `${PACKAGE_MODULE}${dirname(from)}|${spec}`;
}

/** The folder and specifier of a PACKAGE_MODULE name; null for any other. */
export function splitPackageModule(id: string): { dir: string; spec: string } | null {
  if (!id.startsWith(PACKAGE_MODULE)) return null;
  const at = id.lastIndexOf('|');
  return { dir: id.slice(PACKAGE_MODULE.length, at), spec: id.slice(at + 1) };
}

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null for a path. */
export function packageName(specifier: string): string | null {
  if (/^(\.|\/|[a-z]:)/i.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? (parts.length > 1 ? parts.slice(0, 2).join('/') : null) : parts[0];
}
