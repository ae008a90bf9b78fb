/**
 * Finds what `opdocs serve` needs to know about a site and about opdocs itself without running
 * a build: the base URL of existing output, the folders worth watching, and what to ignore.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseJsonc } from 'jsonc-parser';
import { OpdocsError } from '../errors.js';
import { isSidePathName } from '../output/commit.js';
import { DOCUSAURUS_CONFIG_NAMES } from '../config/docusaurus-names.js';
import { isOwnOutput, ownOutputFiles } from './own-output.js';

/** File the build writes into its output folder, e.g. `{ "baseUrl": "/x/" }`. */
export const OUTPUT_INFO_FILE = '__opdocs.json';
/** The site's config file name. */
export const CONFIG_FILE = 'site.config.json';

/**
 * Reads the base URL a previous build recorded in `<outDir>/__opdocs.json`.
 * Undefined when the file is missing; throws an OpdocsError when it is unreadable.
 */
export async function loadOutputBaseUrl(outDir: string): Promise<string | undefined> {
  const file = join(outDir, OUTPUT_INFO_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new OpdocsError({ file, message: `cannot read ${OUTPUT_INFO_FILE}`, hint: 'run `opdocs build` again', cause: err });
  }
  let baseUrl: unknown;
  try {
    baseUrl = (JSON.parse(text) as { baseUrl?: unknown }).baseUrl;
  } catch (err) {
    throw new OpdocsError({ file, message: `${OUTPUT_INFO_FILE} is not valid JSON`, hint: 'run `opdocs build` again', cause: err });
  }
  if (baseUrl === undefined) return undefined;
  if (typeof baseUrl !== 'string') {
    throw new OpdocsError({ file, message: '`baseUrl` must be a string', hint: 'run `opdocs build` again' });
  }
  return resolveBaseUrl(baseUrl);
}

/** Makes a base URL start and end with "/", so "/docs" and "docs/" both mean "/docs/". */
export function resolveBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** What a site's config says about where things are, read leniently (it may be broken). */
export interface SiteHints {
  baseUrl?: string;
  contentDir: string;
}

/**
 * Reads baseUrl and contentDir straight from site.config.json without validating it, for when the
 * build itself failed and gave us nothing. Never throws.
 */
export function loadSiteHints(siteDir: string): SiteHints {
  const hints: SiteHints = { contentDir: join(siteDir, 'content') };
  // A Docusaurus repository built in place (config/docusaurus-in-place.ts) keeps its content beside its config.
  if (!existsSync(join(siteDir, CONFIG_FILE)) && DOCUSAURUS_CONFIG_NAMES.some((n) => existsSync(join(siteDir, n)))) hints.contentDir = siteDir;
  try {
    const config = parseJsonc(readFileSync(join(siteDir, CONFIG_FILE), 'utf8')) as Record<string, unknown> | undefined;
    if (typeof config?.baseUrl === 'string') hints.baseUrl = resolveBaseUrl(config.baseUrl);
    if (typeof config?.contentDir === 'string') hints.contentDir = resolve(siteDir, config.contentDir);
  } catch {
    // A missing or broken config is reported by the build; the defaults do until then.
  }
  return hints;
}

/**
 * The theme/ and runtime/ source folders of this opdocs install, found by walking up from this
 * module to the package root, so edits to opdocs itself also trigger a rebuild. Empty when the
 * sources are not shipped (a compiled install).
 */
export function findOpdocsSourceDirs(from = dirname(fileURLToPath(import.meta.url))): string[] {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && isOpdocsPackage(pkg)) {
      return ['theme', 'runtime'].map((name) => join(dir, name)).filter((path) => existsSync(path));
    }
    if (dirname(dir) === dir) return [];
  }
}

function isOpdocsPackage(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'opdocs';
  } catch {
    return false;
  }
}

/**
 * Paths the watcher must skip: the output folder (the build writes there, which would loop
 * forever), version-control internals, editor scratch files and the file serve's own output is
 * redirected to (`ownOutput`).
 */
export function createIgnore(outDir: string, ownOutput = ownOutputFiles()): (path: string) => boolean {
  const out = resolve(outDir);
  return (path) => {
    const abs = resolve(path);
    if (abs === out || abs.startsWith(out + sep)) return true;
    const parts = abs.split(sep);
    // Our own staging/old folders and caches sit beside or inside the site: with
    // `contentDir: "."` seeing them would rebuild forever.
    if (parts.includes('.git') || parts.includes('node_modules')) return true;
    if (parts.some(isSidePathName)) return true;
    const name = basename(abs);
    // Emacs writes `#name#` auto-saves every few hundred keystrokes and macOS `.DS_Store` on
    // browsing a folder: neither is an edit, and each would start a rebuild.
    if (name.startsWith('.#') || /^#.*#$/.test(name) || name === '.DS_Store' || /(~|\.sw[a-p]|\.tmp)$/.test(name)) return true;
    // The log serve's own output is redirected to: each rebuild writes to it.
    return isOwnOutput(abs, ownOutput);
  };
}
