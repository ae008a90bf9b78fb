/**
 * Which installed Docusaurus theme or plugin package gives a `@theme/<Name>` component opdocs
 * lacks (`@theme/SearchPage` of a local-search plugin, `@theme/ApiItem` of an OpenAPI theme):
 * Docusaurus merges those packages' `theme/` folders into `@theme/`, opdocs loads none of them,
 * so the error or warning names the package rather than only saying the name is unknown.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Where such packages keep their theme folder (compiled, or shipped as source).
const THEME_ROOTS = ['lib/theme', 'src/theme', 'dist/theme', 'lib/client/theme', 'dist/client/theme', 'dist/client/client/theme'];
const ENTRIES = ['.js', '.jsx', '.tsx', '.ts', '/index.js', '/index.jsx', '/index.tsx', '/index.ts'];

/** The package folders under `modules` whose name says they belong to Docusaurus (`@docusaurus/theme-x`, `docusaurus-lunr-search`, `@easyops-cn/docusaurus-search-local`). */
function docusaurusPackages(modules: string): { name: string; dir: string }[] {
  const found: { name: string; dir: string }[] = [];
  let entries: string[];
  try {
    entries = readdirSync(modules);
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.startsWith('@')) {
      let scoped: string[] = [];
      try {
        scoped = readdirSync(join(modules, entry));
      } catch {
        continue;
      }
      for (const name of scoped) {
        if (entry === '@docusaurus' ? /^(theme|plugin)-/.test(name) : /docusaurus/.test(name)) found.push({ name: `${entry}/${name}`, dir: join(modules, entry, name) });
      }
    } else if (/docusaurus/.test(entry)) found.push({ name: entry, dir: join(modules, entry) });
  }
  return found;
}

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();

/**
 * The installed package (looked for in `siteDir`'s node_modules and those above it) whose theme
 * folder has the component `name` (`SearchPage`, `ApiItem/Layout`), or undefined.
 */
export function themePackageOf(name: string, siteDir: string): string | undefined {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    for (const pkg of docusaurusPackages(join(dir, 'node_modules'))) {
      if (THEME_ROOTS.some((root) => ENTRIES.some((ext) => isFile(join(pkg.dir, root, name) + ext)))) return pkg.name;
    }
    if (dirname(dir) === dir) return undefined;
  }
}
