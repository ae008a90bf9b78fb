/**
 * A path a Docusaurus repository does not hold because one of its scripts makes it before
 * `docusaurus build` runs: docs copied into `versioned_docs/`, another repository cloned into
 * `.sequelize/` for `!!raw-loader!` imports. Such a folder is in the site's .gitignore; naming
 * it, and the package.json scripts that mention it, tells the user what to run, where "fix the
 * path" would send them after a path that is right.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';

/** The first folder (or file) of `path` below `siteDir` that does not exist, site-relative with `/`; null when it is outside or present. */
function firstMissing(path: string, siteDir: string): string | null {
  const rel = relative(siteDir, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const parts = rel.split(sep);
  for (let i = 1; i <= parts.length; i++) {
    if (!existsSync(join(siteDir, ...parts.slice(0, i)))) return parts.slice(0, i).join('/');
  }
  return null;
}

/** Whether a .gitignore line names `rel` itself (`name`, `/name`, `name/`, `dir/name`), not by a wildcard. */
function ignores(lines: string[], rel: string): boolean {
  return lines.some((raw) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) return false;
    const pattern = line.replace(/^\//, '').replace(/\/(?:\*\*?)?$/, '');
    return pattern === rel || (!pattern.includes('/') && !line.startsWith('/') && pattern === basename(rel));
  });
}

/**
 * Whether a .gitignore of the site folder, or of a folder above it up to the repository's root
 * (a site in `website/` of a monorepo), lists `path`.
 */
function ignoredInRepository(path: string, siteDir: string): boolean {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    const lines = readText(join(dir, '.gitignore')).split('\n');
    if (lines.length > 1 || lines[0] !== '') {
      if (ignores(lines, relative(dir, path).split(sep).join('/'))) return true;
    }
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) return false;
  }
}

const readText = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** The package.json scripts whose command, or the local script file it runs, mentions `rel` or its last name. */
function scriptsMaking(siteDir: string, rel: string): string[] {
  let scripts: Record<string, unknown> = {};
  try {
    const json = JSON.parse(readText(join(siteDir, 'package.json')) || '{}') as { scripts?: Record<string, unknown> };
    if (json.scripts && typeof json.scripts === 'object') scripts = json.scripts;
  } catch {
    return [];
  }
  const name = basename(rel);
  return Object.entries(scripts).filter(([, command]) => {
    if (typeof command !== 'string') return false;
    if (command.includes(rel) || command.includes(name)) return true;
    // `bash ./sync-repositories.sh`: the file it runs, one level down.
    return [...command.matchAll(/(?:^|\s)(\.{0,2}\/?[\w./-]+\.(?:sh|[cm]?js|ts))(?=\s|$)/g)]
      .some(([, file]) => readText(join(siteDir, file)).includes(name));
  }).map(([key]) => key);
}

/**
 * A hint for a missing `path` that the repository's .gitignore lists (or a folder above it): what
 * makes it and what to run; undefined when the repository was meant to hold it.
 */
export function generatedPathHint(path: string, siteDir: string | undefined): string | undefined {
  if (!siteDir) return undefined;
  const missing = firstMissing(path, siteDir);
  if (!missing) return undefined;
  if (!ignoredInRepository(join(siteDir, ...missing.split('/')), siteDir)) return undefined;
  const scripts = scriptsMaking(siteDir, missing);
  const where = `${missing} is not in the repository (its .gitignore lists it)`;
  if (scripts.length === 0) return `${where}: a script of the site makes it before Docusaurus builds; run that script, then build again`;
  const names = scripts.map((name) => `"${name}"`).join(' or ');
  return `${where}: a script makes it before Docusaurus builds, likely the package.json script ${names}; run it in the site folder, then build again`;
}
