/**
 * `opdocs init [dir]`: copies the starter site shipped in the package (starter/) into a folder.
 * Refuses a folder holding anything but what `npm install` leaves there, unless forced.
 */
import { cpSync, existsSync, lstatSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { OPDOCS_ROOT } from '../bundle/paths.js';
import { OpdocsError, OpdocsErrors } from '../errors.js';

export const STARTER_DIR = join(OPDOCS_ROOT, 'starter');

/** What may already be in the folder: the traces of installing opdocs into it. */
const ALLOWED = new Set(['.git', 'node_modules', 'package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', '.DS_Store']);

export interface InitOptions {
  dir: string;
  force?: boolean;
}

/** Writes the starter into `dir`; returns the lines telling what to run next. */
export function initSite(opts: InitOptions): string[] {
  const target = resolve(opts.dir);
  const blocker = fileAbove(target);
  if (blocker) {
    throw new OpdocsError({ file: blocker, message: `is a file, so the folder ${relative(blocker, target)} cannot be made inside it`, hint: 'give a folder path that does not pass through a file, e.g. `npx opdocs init my-site`' });
  }
  if (existsSync(target) && !statSync(target).isDirectory()) {
    throw new OpdocsError({ file: target, message: 'is a file, not a folder', hint: 'give the folder to write the starter site into, e.g. `npx opdocs init my-site`' });
  }
  const present = existsSync(target) ? readdirSync(target).filter((f) => !ALLOWED.has(f)) : [];
  if (present.length && !opts.force) {
    const shown = present.slice(0, 5).join(', ') + (present.length > 5 ? ', …' : '');
    throw new OpdocsError({
      file: target,
      message: `the folder is not empty (${shown})`,
      hint: 'choose an empty or new folder, e.g. `npx opdocs init my-site`, or add --force to write the starter over it',
    });
  }
  const blocked = blockedPaths(STARTER_DIR, target);
  if (blocked.length) throw new OpdocsErrors(blocked);
  try {
    // npm leaves `.gitignore` out of packages, so the starter ships it as `gitignore`.
    cpSync(STARTER_DIR, target, { recursive: true, force: true, filter: (src) => !src.endsWith('/gitignore') || !existsSync(join(target, '.gitignore')) });
    if (existsSync(join(target, 'gitignore'))) renameSync(join(target, 'gitignore'), join(target, '.gitignore'));
  } catch (err) {
    throw writeFailure(err, target) ?? err;
  }
  return nextSteps(target);
}

/**
 * A failed copy of the starter as an error naming the path and what to do. The build's own
 * file-system messages speak of the output folder and --out-dir, which init does not have.
 */
function writeFailure(err: unknown, target: string): OpdocsError | null {
  const { code, path } = (err ?? {}) as { code?: unknown; path?: unknown };
  const why = typeof code === 'string' ? INIT_FAILURES[code] : undefined;
  if (!why) return null;
  return new OpdocsError({
    file: typeof path === 'string' && path.startsWith(target) ? path : target,
    message: `cannot write the starter site here: ${why[0]}`,
    hint: why[1],
  });
}

const ELSEWHERE = 'give a folder your user can write to, e.g. `npx opdocs init my-site`';
/** Why a copy failed, and what to do, by system error code. */
const INIT_FAILURES: Record<string, [string, string]> = {
  EACCES: ['permission denied', `make the folder writable for your user, or ${ELSEWHERE}`],
  EPERM: ['permission denied', `make the folder writable for your user, or ${ELSEWHERE}`],
  EROFS: ['the file system is read-only', ELSEWHERE],
  // mkdir meets ENOENT where nothing can be made at all (under /proc, a vanished parent).
  ENOENT: ['no folder can be made at this path', ELSEWHERE],
  ENOSPC: ['the disk is full', 'free some space, or give a folder on another disk'],
  EDQUOT: ['the disk quota is used up', 'free some space, or give a folder on another disk'],
  ENAMETOOLONG: ['the path is too long for the file system', 'give a shorter folder path'],
};

/** The nearest existing folder above `target` when it is a file (or a link to one); null otherwise. */
function fileAbove(target: string): string | null {
  for (let dir = dirname(target); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir)) return statSync(dir).isDirectory() ? null : dir;
  }
  return null;
}

/**
 * What --force cannot write over, checked before anything is copied so no half-written starter
 * is left: a folder where the starter has a file, or a file or link where it has a folder (the
 * copy would fail midway, and writing into a linked folder would write outside `target`).
 */
function blockedPaths(from: string, target: string, rel = ''): OpdocsError[] {
  const errors: OpdocsError[] = [];
  for (const entry of readdirSync(join(from, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(rel, entry.name);
    const there = lstatSync(join(target, path), { throwIfNoEntry: false });
    if (!there) continue;
    if (entry.isDirectory() && !there.isDirectory()) {
      errors.push(new OpdocsError({ file: join(target, path), message: `is ${there.isSymbolicLink() ? 'a link' : 'a file'} where the starter writes its folder ${path}`, hint: 'move or remove it, then run `opdocs init --force` again' }));
    } else if (entry.isDirectory()) {
      errors.push(...blockedPaths(from, target, path));
    } else if (there.isDirectory()) {
      errors.push(new OpdocsError({ file: join(target, path), message: `is a folder where the starter writes its file ${path}`, hint: 'move or remove the folder, then run `opdocs init --force` again' }));
    }
  }
  return errors;
}

function nextSteps(target: string): string[] {
  const fromCwd = relative(process.cwd(), target);
  const rel = fromCwd.startsWith('..') ? target : fromCwd;
  const steps = [`✔ created a site in ${rel || '.'}`, '', 'next:'];
  if (rel) steps.push(`  cd ${rel.includes(' ') ? JSON.stringify(rel) : rel}`);
  if (!hasOpdocs(target)) steps.push('  npm install opdocs          # once, so npx finds it and the editor finds the schema');
  steps.push('  npx opdocs serve --watch    # preview at http://127.0.0.1:3000/, reloads on every change');
  steps.push('  npx opdocs build            # the static site, in build/');
  return steps;
}

function hasOpdocs(target: string): boolean {
  try {
    createRequire(join(target, 'noop.js')).resolve('opdocs/package.json');
    return true;
  } catch {
    return false;
  }
}
