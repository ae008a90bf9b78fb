/**
 * Text a config made out of a package's stand-in (load-docusaurus.ts): `'T' + lib.x()` or
 * `` `${pkg.version}` `` turns the stand-in into a string. Its text is marked, so migrate can
 * tell such a value from one the config wrote, leave it out of site.config.json and say which
 * package it needed, instead of writing "Tsome-lib.x()" as the site's title.
 */
import { join } from 'node:path';
import { findPackageDir, packageName } from '../pipeline/parse/mdx/module-files.js';
import type { MigrateNote } from './map-config.js';
import { isObj, type Obj } from './json-values.js';

// Private-use characters: no config writes them, and they survive concatenation and templates.
const OPEN = '\uE000';
const SEP = '\uE002';
const CLOSE = '\uE001';
const MARKED = /\uE000([^\uE000-\uE002]*)\uE002([^\uE000-\uE002]*)\uE001/g;

/** Defined beside STAND_IN (json-values.ts), which reads it too; exported here for its users. */
export { STAND_IN_MODULE } from './json-values.js';

/** The string a stand-in becomes in text: its expression, marked with the module it came from. */
export function standInText(module: string, expression: string): string {
  return `${OPEN}${module}${SEP}${expression}${CLOSE}`;
}

/** The modules whose stand-ins `text` holds, in order, each once. */
export function standInModulesIn(text: string): string[] {
  return [...new Set([...text.matchAll(MARKED)].map((m) => m[1]))];
}

/** `text` with each stand-in's mark replaced by its plain expression (for messages). */
export function unmarkStandIns(text: string): string {
  return text.includes(OPEN) ? text.replace(MARKED, (_m, _module: string, expression: string) => expression) : text;
}

/** Whether the package of `module` is missing from the site's node_modules (a stand-in for want of it). */
export function standInNotInstalled(module: string, siteDir: string): boolean {
  return findPackageDir(packageName(module) ?? module, join(siteDir, 'package.json')) === undefined;
}

/** The note for a value computed from `module`'s stand-in: what to install, or where to write the value. */
export function standInNote(module: string, siteDir: string): string {
  const pkg = packageName(module) ?? module;
  return !standInNotInstalled(module, siteDir)
    ? `computed from the package ${pkg}, which migrate does not run (it stands in for the packages a config imports), so it is left out; set it in site.config.json`
    : `computed from the package ${pkg}${NOT_INSTALLED}`;
}

const NOT_INSTALLED = ', which is not installed, so it is left out; run npm install, or set it in site.config.json';

/** The package a note of standInNote's names as not installed, else undefined. */
export function notInstalledPackageOf(what: string): string | undefined {
  return what.startsWith('computed from the package ') && what.endsWith(NOT_INSTALLED)
    ? what.slice('computed from the package '.length, -NOT_INSTALLED.length) : undefined;
}

/**
 * Removes every string of `config` that holds a stand-in's text (an array drops such an entry),
 * and returns a note for each, named by its path in site.config.json.
 */
export function dropStandInText(config: Obj, siteDir: string): MigrateNote[] {
  const notes: MigrateNote[] = [];
  const seen = new Set<object>();
  const tainted = (v: unknown, at: string): boolean => {
    if (typeof v !== 'string') {
      visit(v, at);
      return false;
    }
    const [module] = standInModulesIn(v);
    if (module === undefined) return false;
    notes.push({ key: at, what: standInNote(module, siteDir) });
    return true;
  };
  const visit = (v: unknown, at: string): void => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      const keep = v.filter((item, i) => !tainted(item, `${at}[${i}]`));
      if (keep.length !== v.length) v.splice(0, v.length, ...keep);
    } else if (isObj(v)) {
      for (const [k, item] of Object.entries(v)) if (tainted(item, at ? `${at}.${k}` : k)) delete v[k];
    }
  };
  visit(config, '');
  return notes;
}
