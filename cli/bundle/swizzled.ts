/**
 * A Docusaurus site's swizzled components (`src/theme/<Path>`): those opdocs applies to its own
 * theme (override-points.ts' SWIZZLE_POINTS), and the rest, which `migrate` lists. One that
 * imports a Docusaurus module opdocs lacks is left out rather than failing every build:
 * Docusaurus' own theme internals are the usual cause, in ejected (not wrapped) components.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DOCUSAURUS_MODULES, docusaurusModuleFile, findSwizzled } from './docusaurus-modules.js';
import { overridePointOf, SWIZZLE_POINTS } from './override-points.js';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"](@docusaurus\/[^'"]+|@theme(?:-original|-init)?\/[^'"]+)['"]/g;

/** The Docusaurus specifiers of `file` that opdocs cannot resolve. */
export function missingModules(file: string, siteDir: string): string[] {
  const missing = new Set<string>();
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const original = /^@theme-(?:original|init)\/(.+)$/.exec(spec);
    const known = original ? overridePointOf(original[1]) !== undefined || Object.hasOwn(DOCUSAURUS_MODULES, `@theme/${original[1]}`) : docusaurusModuleFile(spec, siteDir) !== undefined;
    if (!known) missing.add(spec);
  }
  return [...missing];
}

export interface SwizzledFile {
  /** The swizzle path: `Root`, `DocItem/Footer`. */
  name: string;
  file: string;
  /** The override point it replaces, when opdocs applies it. */
  point?: string;
  /** The modules that kept it out, for one opdocs would apply. */
  missing?: string[];
}

/** The swizzled components opdocs applies: override point → the site's file. */
export function swizzledOverrides(siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, point] of Object.entries(SWIZZLE_POINTS)) {
    const file = findSwizzled(name, siteDir);
    if (file && !found.has(point) && missingModules(file, siteDir).length === 0) found.set(point, file);
  }
  return found;
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
    const wanted = Object.hasOwn(SWIZZLE_POINTS, name) ? SWIZZLE_POINTS[name] : undefined;
    const missing = wanted ? missingModules(file, siteDir) : [];
    // A second swizzle of an applied point (Layout/Provider beside Root) has no place either.
    const point = wanted && (missing.length > 0 || applied.get(wanted) === file) ? wanted : undefined;
    return { name, file: relative(siteDir, file), ...(point ? { point } : {}), ...(missing.length ? { missing } : {}) };
  });
}
