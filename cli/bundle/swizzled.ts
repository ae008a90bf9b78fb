/**
 * A Docusaurus site's swizzled components (`src/theme/<Path>`): those opdocs applies to its own
 * theme (override-points.ts' SWIZZLE_POINTS), and the rest, which `migrate` lists. One that
 * imports a Docusaurus module opdocs lacks, or a package that is not installed, is left out
 * rather than failing every build: Docusaurus' own theme internals are the usual cause, in
 * ejected (not wrapped) components.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { DOCUSAURUS_MODULES, docusaurusModuleFile, findSwizzled } from './docusaurus-modules.js';
import { overridePointOf, SWIZZLE_POINTS, WRAP_ONLY } from './override-points.js';
import { classicThemeFile } from './classic-theme-paths.js';
import { OPDOCS_ROOT } from './paths.js';
import { missingExports, typeScriptValueCode, withoutTypeOnlyImports } from './swizzle-imports.js';
import { themePackageOf } from './third-party-theme.js';
import { findPackageDir, packageName } from '../pipeline/parse/mdx/module-files.js';
import { resolvePathAlias } from '../pipeline/parse/mdx/path-aliases.js';
import { OpdocsError, type OpdocsWarning } from '../errors.js';

// Not inside a string or after a dot (`["import", "info"]`, `x.from("a")`), and no blanks in the
// specifier: a word list holding "import" would otherwise read as an import of `,\n  `.
const SPECIFIER = /(?<![\w$.'"])(?:from\s*|import\s*\(?\s*|require\s*\(\s*)['"]([^'"\s]+)['"]/g;
// Types vanish from the bundle, so `import type { Props } from '@theme/DocItem/Layout'` needs nothing.
const TYPE_ONLY = /\b(?:import|export)\s+type\s[^;'"]*?\bfrom\s*['"][^'"]+['"]/g;
// Comment lines (JSDoc's `@param {import('@docusaurus/plugin-content-docs').DocMetadata}`, code
// commented out) import nothing.
const COMMENT_LINE = /^[ \t]*(?:\/\/|\/\*|\*).*$/gm;
// A Docusaurus plugin's own theme code (`@easyops-cn/docusaurus-search-local/dist/…`) is written
// against Docusaurus' internals: a swizzle that imports it is left out, as one importing them would be.
const DOCUSAURUS_PACKAGE = /^(?:@[^/]+\/)?[^/]*docusaurus[^/]*(?:\/|$)/;
const SCRIPT_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** Whether `spec` names a module opdocs gives a site's components. */
function isKnown(spec: string, siteDir: string): boolean {
  const classic = classicThemeFile(spec);
  if (classic) return 'styles' in classic ? classic.styles !== undefined : isKnown(`@theme-original/${classic.name}`, siteDir);
  const theme = /^@theme(-original|-init)?\/(.+)$/.exec(spec);
  if (theme && overridePointOf(theme[2]) !== undefined) return true;
  if (theme?.[1]) return Object.hasOwn(DOCUSAURUS_MODULES, `@theme/${theme[2]}`);
  if (/^@generated\/docusaurus\.config(\.js)?$/.test(spec)) return true;
  return docusaurusModuleFile(spec, siteDir) !== undefined;
}

/** The site's file a `@theme/<Name>` import reaches, when the site swizzled that name (Layout aside: see docusaurusModuleFile). */
function siteSwizzleOf(spec: string, siteDir: string): string | undefined {
  const name = /^@theme\/(.+)$/.exec(spec)?.[1];
  return name && name !== 'Layout' ? findSwizzled(name, siteDir) : undefined;
}

/**
 * The imports of `file`, and of the site's own modules it imports by a relative path (a
 * swizzle's `./store`, `../../client`) or as another swizzled `@theme/<Name>`, that the build
 * cannot resolve: Docusaurus modules opdocs lacks, and packages that are not installed.
 */
export function missingModules(file: string, siteDir: string, seen = new Set<string>()): string[] {
  const missing = new Set<string>();
  seen.add(file);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  let text = raw.replace(TYPE_ONLY, '').replace(COMMENT_LINE, '');
  if (/\.tsx?$/.test(file)) text = typeScriptValueCode(raw, file) ?? withoutTypeOnlyImports(text);
  for (const [, spec] of text.matchAll(SPECIFIER)) {
    if (/^\.\.?\//.test(spec)) {
      const local = SCRIPT_EXTENSIONS.map((ext) => resolve(dirname(file), spec) + ext).find((f) => !seen.has(f) && isScriptFile(f));
      if (local) for (const m of missingModules(local, siteDir, seen)) missing.add(m);
    } else if (/^@docusaurus\/(utils-common|types)(\/|$)/.test(spec)) {
      // Plain helper packages the bundle takes from the site's node_modules (docusaurus-modules.ts).
      if (!isInstalled(spec, file)) missing.add(spec);
    } else if (/^@(docusaurus|theme|generated)(-original|-init)?\//.test(spec)) {
      // `@theme/Navbar/Layout` is the site's own file when it swizzled that too, and the bundle
      // takes it: what that file lacks keeps this one out as much as its own imports would.
      const own = siteSwizzleOf(spec, siteDir);
      if (own) {
        if (!seen.has(own)) for (const m of missingModules(own, siteDir, seen)) missing.add(m);
      } else if (!isKnown(spec, siteDir)) missing.add(spec);
      else for (const m of missingExports(text, spec, docusaurusModuleFile(spec, siteDir))) missing.add(m);
    } else if (resolvePathAlias(spec, siteDir) !== undefined) {
      // A tsconfig `paths` alias (`@site-comps/*`) names a file of the site, which the bundler
      // resolves through that tsconfig as well: what that file lacks is what counts.
      const target = resolvePathAlias(spec, siteDir)!;
      const local = SCRIPT_EXTENSIONS.map((ext) => target + ext).find((f) => !seen.has(f) && isScriptFile(f));
      if (local) for (const m of missingModules(local, siteDir, seen)) missing.add(m);
    } else if (DOCUSAURUS_PACKAGE.test(spec) || !isInstalled(spec, file)) {
      missing.add(spec);
    }
  }
  return [...missing];
}

/**
 * Whether the package `spec` names is where the bundle looks (up from the importer, and opdocs'
 * own packages): an applied swizzle that imports one not installed would fail the build, where
 * Docusaurus' theme would have drawn the place. `@site/…` and `node:` are no packages.
 */
function isInstalled(spec: string, fromFile: string): boolean {
  const name = packageName(spec);
  if (!name || name === '@site' || spec.startsWith('@site/') || spec.includes(':')) return true;
  // opdocs' router answers react-router's hooks (docusaurus-modules.ts).
  if (name === 'react-router' || name === 'react-router-dom') return true;
  return findPackageDir(spec, fromFile, OPDOCS_ROOT) !== undefined;
}

const isScriptFile = (f: string): boolean => /\.(tsx?|jsx?)$/.test(f) && existsSync(f) && statSync(f).isFile();

export interface SwizzledFile {
  /** The swizzle path: `Root`, `DocItem/Footer`. */
  name: string;
  file: string;
  /** The override point it replaces, when opdocs applies it. */
  point?: string;
  /** The modules that kept it out, for one opdocs would apply. */
  missing?: string[];
}

/** Whether `file` wraps the original of `name` (imports `@theme-original/<name>` or `@theme-init/<name>`). */
function wrapsOriginal(name: string, file: string): boolean {
  try {
    const text = readFileSync(file, 'utf8').replace(TYPE_ONLY, '').replace(COMMENT_LINE, '');
    return [...text.matchAll(SPECIFIER)].some(([, spec]) => spec === `@theme-original/${name}` || spec === `@theme-init/${name}`);
  } catch {
    return false;
  }
}

/** The site's file for the swizzle `name`, when opdocs has a place for it (a WRAP_ONLY one must wrap). */
function placedSwizzle(name: string, siteDir: string): string | undefined {
  const file = findSwizzled(name, siteDir);
  return file && (!WRAP_ONLY.includes(name) || wrapsOriginal(name, file)) ? file : undefined;
}

const usable = new Map<string, { stamp: number; ok: boolean }>();

/**
 * Whether the site's swizzle `file` can be bundled: it imports nothing opdocs lacks (a name of
 * `@docusaurus/theme-common/internal` such as useTabs) and no package that is not installed.
 * Remembered per file while it is unchanged: site code and MDX resolve the same `@theme/` often.
 */
export function usableSwizzle(file: string, siteDir: string): boolean {
  let stamp = 0;
  try {
    stamp = statSync(file).mtimeMs;
  } catch {
    return false;
  }
  const known = usable.get(file);
  if (known?.stamp === stamp) return known.ok;
  const ok = missingModules(file, siteDir).length === 0;
  usable.set(file, { stamp, ok });
  return ok;
}

/** The swizzled components opdocs applies: override point → the site's file. */
export function swizzledOverrides(siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  // Asked on every watch rebuild: most sites swizzle nothing, and one look spares a hundred.
  if (!existsSync(join(siteDir, 'src', 'theme'))) return found;
  for (const [name, point] of Object.entries(SWIZZLE_POINTS)) {
    const file = placedSwizzle(name, siteDir);
    if (file && !found.has(point) && missingModules(file, siteDir).length === 0) found.set(point, file);
  }
  return found;
}

/** Whether a module `missingModules` names is a package to install, not a Docusaurus module opdocs lacks. */
export const isPackageToInstall = (spec: string): boolean => {
  // A name a Docusaurus module lacks comes as "useTabs from @docusaurus/theme-common/internal".
  const module = / from (\S+)$/.exec(spec)?.[1] ?? spec;
  // Docusaurus' plain helper packages come from the site's node_modules, as any package does.
  if (module === spec && /^@docusaurus\/(utils-common|types)(\/|$)/.test(module)) return true;
  return !/^@(docusaurus|theme|generated)(-original|-init)?\//.test(module) && !/docusaurus/.test(module);
};

/**
 * The Docusaurus theme or plugin package behind a module `missingModules` names, when it is
 * installed: a third-party theme's component (`@theme/SearchPage` of a search plugin) or a
 * file of such a package's own theme code.
 */
function thirdPartyPackageOf(spec: string, file: string, siteDir: string): string | undefined {
  const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(spec)?.[1];
  if (theme) return themePackageOf(theme, siteDir);
  return DOCUSAURUS_PACKAGE.test(spec) && !/^@docusaurus\//.test(spec) && findPackageDir(spec, file, OPDOCS_ROOT) ? packageName(spec) ?? undefined : undefined;
}

/**
 * A warning for each swizzle opdocs would apply but for something the site's owner can act on,
 * which they should hear of at every build, not only from `migrate` (the build then shows the
 * theme's own component there): packages it imports that are not installed, or components of
 * a third-party Docusaurus theme (a search plugin's `@theme/SearchPage`), which opdocs does not
 * load. A swizzle that also needs Docusaurus internals gets none: `migrate` lists it.
 */
export function uninstalledSwizzles(siteDir: string): OpdocsWarning[] {
  const warnings: OpdocsWarning[] = [];
  if (!existsSync(join(siteDir, 'src', 'theme'))) return warnings;
  const applied = swizzledOverrides(siteDir);
  for (const [name, point] of Object.entries(SWIZZLE_POINTS)) {
    const file = applied.has(point) ? undefined : placedSwizzle(name, siteDir);
    const missing = file ? missingModules(file, siteDir) : [];
    if (!file || missing.length === 0) continue;
    const themes = new Map(missing.map((m) => [m, isPackageToInstall(m) ? undefined : thirdPartyPackageOf(m, file, siteDir)] as const).filter((e): e is [string, string] => e[1] !== undefined));
    const packages = missing.filter(isPackageToInstall);
    if (packages.length + themes.size < missing.length) continue;
    const install = packages.length ? `${packages.join(', ')}, which ${packages.length > 1 ? 'are' : 'is'} not installed` : '';
    const byPackage = new Map<string, string[]>();
    for (const [m, pkg] of themes) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), m]);
    const foreign = [...byPackage].map(([pkg, specs]) => `${specs.join(' and ')} of ${pkg}`).join(', ')
      + (themes.size ? `, ${byPackage.size > 1 ? 'Docusaurus theme or plugin packages' : 'a Docusaurus theme or plugin package'} opdocs does not load` : '');
    warnings.push({
      level: 'warn',
      error: new OpdocsError({
        file, line: 1,
        message: `src/theme/${name} is not used: it imports ${[install, foreign].filter(Boolean).join(', and ')}; the theme's own ${point} shows instead`,
        hint: [
          packages.length ? `run npm install in ${siteDir} (or add ${[...new Set(packages.map((m) => packageName(m) ?? m))].join(', ')} to its package.json)` : '',
          themes.size ? `draw ${[...themes.keys()].join(', ')} with opdocs' components or your own under src/components/` : '',
        ].filter(Boolean).join(', and ') + ', then build again',
      }),
    });
  }
  return warnings;
}

/** Every component under `src/theme/` (scripts, not stylesheets), and what opdocs makes of it. */
export function listSwizzled(siteDir: string): SwizzledFile[] {
  const root = join(siteDir, 'src', 'theme');
  let files: string[];
  try {
    files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.(tsx?|jsx?)$/.test(f) && !/\.d\.ts$/.test(f));
  } catch {
    return [];
  }
  const names = new Set(files.map((f) => f.split(sep).join('/').replace(/\.(tsx?|jsx?)$/, '').replace(/\/index$/, '')));
  const applied = swizzledOverrides(siteDir);
  return [...names].sort().map((name) => {
    const file = findSwizzled(name, siteDir) ?? join(root, name);
    // An ejected copy of a place only wrappers take has no place, as any other ejected part.
    const wanted = Object.hasOwn(SWIZZLE_POINTS, name) && placedSwizzle(name, siteDir) ? SWIZZLE_POINTS[name] : undefined;
    const missing = wanted ? missingModules(file, siteDir) : [];
    // A second swizzle of an applied point (Layout/Provider beside Root) has no place either.
    const point = wanted && (missing.length > 0 || applied.get(wanted) === file) ? wanted : undefined;
    return { name, file: relative(siteDir, file), ...(point ? { point } : {}), ...(missing.length ? { missing } : {}) };
  });
}
