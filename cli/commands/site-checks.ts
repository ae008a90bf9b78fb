/**
 * Checks of a site's setup that need the disk and would otherwise fail silently or far from
 * their cause: missing customCss files and clientModules, an empty content folder, versions with
 * no content, a favicon that is not in any static folder.
 */
import { accessSync, constants, existsSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative } from 'node:path';
import { configError } from '../config/config-position.js';
import { docVersions } from '../pipeline/routes/doc-versions.js';
import { sitePaths } from '../pipeline/site.js';
import { folderLinkProblem } from '../pipeline/load/folder-link.js';
import { misplacedStaticFolders } from './static-folder-place.js';
import { faviconDirs, faviconIsMissing, faviconLeavesStatic, faviconPath } from '../config/favicon-file.js';
import { OpdocsError, OpdocsErrors, type OpdocsWarning } from '../errors.js';
import type { SiteConfig } from '../config/types.js';
import { listedBySite, siteHint } from '../bundle/user-errors.js';
import { packageName } from '../pipeline/parse/mdx/module-files.js';

/** Absolute paths of the config's customCss files; fails naming each missing one. */
export function findCustomCss(config: SiteConfig): string[] {
  return findListedFiles(config, 'customCss', 'a CSS file', 'css/custom.css', 'some-package/dist/style.css');
}

/** Absolute paths of the config's clientModules; fails naming each missing one. */
export function findClientModules(config: SiteConfig): string[] {
  return findListedFiles(config, 'clientModules', 'a script or CSS file', 'src/client/track.js', 'some-package/client.js');
}

function findListedFiles(config: SiteConfig, key: 'customCss' | 'clientModules', what: string, example: string, packageExample: string): string[] {
  const entries = config[key];
  const files = entries.map((entry) => siteFileOf(entry, config.siteDir));
  const errors = files.flatMap((file, i) => {
    const hint = `give the path of ${what} relative to the site folder, e.g. "${example}", or of one in an installed package, e.g. "${packageExample}"`;
    if (!file) return [configError(config.configFile, [key, i], `${key}[${i}]: cannot find ${JSON.stringify(entries[i])}`, uninstalledHint(entries[i], config.siteDir) ?? hint)];
    // A folder fails later with a puzzling bundler message; a named pipe would block the build forever.
    const kind = kindOf(file);
    if (kind) return [configError(config.configFile, [key, i], `${key}[${i}]: ${JSON.stringify(entries[i])} is ${kind}, not a file`, hint)];
    return isReadable(file) ? [] : [configError(config.configFile, [key, i], `${key}[${i}]: cannot read ${file}: permission denied`, 'give your user read permission on it (`chmod a+r`)')];
  });
  if (errors.length) throw new OpdocsErrors(errors);
  return files as string[];
}

/**
 * What to do when a listed file is a package's (`katex/dist/katex.min.css`) and that package is
 * not installed, as after a fresh clone: the path is right, the install is missing.
 */
function uninstalledHint(entry: string, siteDir: string): string | undefined {
  const name = /^[./]/.test(entry) ? null : packageName(entry);
  if (!name || existsSync(join(siteDir, 'node_modules', name))) return undefined;
  // "css/site.css" reads as a file of package "css" too: only a package the site lists, or a
  // scoped name no folder of a site is given, is surely one.
  if (!name.startsWith('@') && !listedBySite(siteDir, name)) return undefined;
  return siteHint(`Could not resolve "${entry}"`, siteDir);
}

/** What `file` is when it is not a regular file ("a folder", "a named pipe"), else null. */
function kindOf(file: string): string | null {
  try {
    const info = statSync(file);
    if (info.isFile()) return null;
    return info.isDirectory() ? 'a folder' : info.isFIFO() ? 'a named pipe' : 'a special file';
  } catch {
    return null;
  }
}

function isReadable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** A listed file: a file of the site, else (as Docusaurus resolves it) a package's file. */
function siteFileOf(entry: string, siteDir: string): string | null {
  const file = join(siteDir, entry);
  if (existsSync(file)) return file;
  // `require.resolve('pkg/style.css')` in a docusaurus.config gives an absolute path, outside the
  // site when a workspace hoists the package to the repository's node_modules (Jest's site).
  if (isAbsolute(entry) && existsSync(entry)) return entry;
  if (/^[./]/.test(entry)) return null;
  try {
    return createRequire(join(siteDir, 'package.json')).resolve(entry);
  } catch {
    return null;
  }
}

/**
 * Whether a folder holds any file but dot files, at any depth. Stops at the first one: a
 * recursive listing of a 10,000-doc site cost a fifth of a second before anything was read.
 */
function hasFiles(dir: string): boolean {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  if (entries.some((e) => e.isFile() && !e.name.startsWith('.'))) return true;
  return entries.some((e) => e.isDirectory() && hasFiles(join(dir, e.name)));
}

// esbuild writes paths into its metafile without escaping a double quote (its JSON then fails to
// parse inside esbuild's own client, and the bundle never finishes) and reads a backslash as a
// folder separator, so a site or output folder whose path holds either cannot be bundled.
// (On Windows a backslash is the separator itself.)
const UNBUNDLABLE_PATH = process.platform === 'win32' ? /"/ : /["\\]/;

/**
 * An error when the site folder's path, or else the output folder's (given elsewhere with
 * --out-dir), is one the bundler cannot take.
 */
export function checkFolderPaths(siteDir: string, outDir: string): void {
  const bad = [['site', siteDir], ['output', outDir]].find(([, dir]) => UNBUNDLABLE_PATH.test(dir));
  const errors = (bad ? [bad] : []).map(([what, dir]) => new OpdocsError({
    message: `the ${what} folder's path ${dir} holds a ${dir.includes('"') ? 'double quote (")' : 'backslash (\\)'}, which the bundler (esbuild) cannot write paths with`,
    hint: `rename or move the folder so that its path has no " or \\ in it${what === 'output' ? ', or choose another with --out-dir' : ''}`,
  }));
  if (errors.length) throw new OpdocsErrors(errors);
}

/**
 * Fails on setups that would otherwise build "successfully" into something the author did not
 * mean: no content at all (often a Docusaurus layout with docs/ at the site root), versions in
 * the config that have no docs.
 */
export function checkSiteSetup(config: SiteConfig): void {
  const errors: OpdocsError[] = [];
  const contentDir = join(config.siteDir, config.contentDir);
  // Pages count from either folder site-paths.ts may read them from (src/pages in a Docusaurus repository).
  const folders = [config.docs.path, ...(config.docsInstances ?? []).map((d) => d.path), config.blog.path, ...(config.blogInstances ?? []).map((b) => b.path), 'pages', 'src/pages'].map((f) => join(contentDir, f));
  // A content folder that is a broken or looping link is why there is no content: say so at the link.
  const empty = !folders.some(hasFiles);
  const badLinks = empty ? folders.map(folderLinkProblem).filter((e) => e !== null) : [];
  if (badLinks.length) errors.push(...badLinks);
  else if (empty) {
    const atRoot = ['docs', 'blog'].filter((f) => config.contentDir !== '.' && existsSync(join(config.siteDir, f)));
    const missing = !existsSync(contentDir);
    errors.push(configError(
      config.configFile, ['contentDir'],
      missing
        ? `the content folder "${config.contentDir}" does not exist`
        : `the content folder "${config.contentDir}" has no docs, blog posts or pages`,
      atRoot.length
        ? `${atRoot.map((f) => `${f}/`).join(' and ')} ${atRoot.length > 1 ? 'sit' : 'sits'} at the site root: set "contentDir": "." in site.config.json`
        : `put Markdown files in ${config.contentDir}/${config.docs.path}/ or ${config.contentDir}/${config.blog.path}/, or set "contentDir" to the folder that holds them`,
    ));
  }
  // Another locale needs no translation folder: like Docusaurus, it is built untranslated.
  // versions.json's own problems are the docs feature's to report, at that file.
  const named = Object.keys(config.docs.versions).filter((name) => name !== 'current');
  const versions = named.length ? docVersions(config, sitePaths(config)).versions.map((v) => v.name) : [];
  for (const name of named) {
    if (versions.includes(name)) continue;
    errors.push(configError(
      config.configFile, ['docs', 'versions', name],
      `docs.versions: version "${name}" has no content: it is not in versions.json, whose versions have their docs in versioned_docs/version-<name>/`,
      `remove "${name}" from docs.versions, or name it "current" to set the label and banner of the docs folder; the versions are ${['current', ...versions.filter((v) => v !== 'current')].join(', ')}`,
    ));
  }
  errors.push(...staticFoldersThatAreNot(config), ...misplacedStaticFolders(config));
  if (errors.length) throw new OpdocsErrors(errors);
}

/**
 * An error for each static folder that is there but is no folder (a file named static): its
 * files were left out without a word, and the site's images and downloads with them.
 */
function staticFoldersThatAreNot(config: SiteConfig): OpdocsError[] {
  const contentDir = join(config.siteDir, config.contentDir);
  return (config.staticDirectories ?? []).flatMap((entry, i) => {
    const dir = join(contentDir, entry);
    let kind: string;
    try {
      const info = statSync(dir);
      if (info.isDirectory()) return [];
      kind = info.isFile() ? 'a file' : info.isFIFO() ? 'a named pipe' : 'a special file';
    } catch {
      return []; // Absent: a site needs no static files.
    }
    // The path itself is the culprit: "staticDirectories" is seldom written (its default is used).
    return [new OpdocsError({
      file: dir,
      message: `is ${kind}, but it is the static folder (staticDirectories[${i}]): none of the site's static files would be published`,
      hint: `make ${relative(config.siteDir, dir)} a folder holding the files (images, downloads) to publish as they are, or name another folder in "staticDirectories"`,
    })];
  });
}

/**
 * A warning when `favicon` names a file no static folder holds. Docusaurus builds such a site
 * (every page's icon request then fails); here the pages link no icon, and the build says why.
 */
export function missingFaviconWarnings(config: SiteConfig): OpdocsWarning[] {
  if (!faviconIsMissing(config)) return [];
  const rel = faviconPath(config);
  const dirs = faviconDirs(config);
  if (rel && faviconLeavesStatic(rel)) {
    return [{ level: 'warn', error: configError(
      config.configFile, ['favicon'],
      `favicon: ${JSON.stringify(config.favicon)} climbs out of the static folder with "..", so the pages link no icon`,
      `put the icon in ${relative(config.siteDir, dirs[0]) || '.'} and give its path there, e.g. "img/favicon.ico"`,
    ) }];
  }
  return [{ level: 'warn', error: configError(
    config.configFile, ['favicon'],
    `favicon: ${JSON.stringify(config.favicon)} is not a file in ${dirs.map((d) => relative(config.siteDir, d) || '.').join(' or ')}, so the pages link no icon`,
    `put the icon at ${join(dirs[0], rel || 'img/favicon.ico')}, or fix the path (it is relative to the static folder, e.g. "img/favicon.ico")`,
  ) }];
}
