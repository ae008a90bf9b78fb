/**
 * File-system failures that come from the machine, not from opdocs: a file or folder the user
 * may not read, one deleted or renamed while the build read it, a name too long, a full disk.
 * They become errors naming the path and what to do, instead of an "opdocs bug" with a stack.
 */
import { asUserErrors, OpdocsError } from './errors.js';

interface SystemError {
  code: string;
  path?: string;
  dest?: string;
  syscall?: string;
}

const isSystemError = (err: unknown): err is SystemError => {
  const code = err instanceof Error ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
};

/** The verb of a failed system call, for the message ("cannot create it: …"). */
const VERBS: Record<string, string> = {
  mkdir: 'create', copyfile: 'copy', rename: 'rename', scandir: 'list', opendir: 'list', read: 'read', write: 'write',
  unlink: 'remove', rmdir: 'remove', rm: 'remove', symlink: 'link', link: 'link', stat: 'find', lstat: 'find', realpath: 'find',
};
/** Codes that only a write can meet. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);
const WRITE_CALLS = new Set(['mkdir', 'copyfile', 'rename', 'write', 'unlink', 'rmdir', 'rm', 'symlink', 'link']);

/** What a code means and what to do about it; `null` for codes left to their callers. */
export function explain(code: string, writing: boolean | undefined): { why: string; hint: string } | null {
  switch (code) {
    case 'EACCES': case 'EPERM':
      return {
        why: 'permission denied',
        hint: writing === true ? 'make that folder writable for your user, or choose another --out-dir'
          : writing === false ? 'give your user read permission on it (`chmod a+r`, or `chmod a+rX` for a folder)'
            : 'your user must be able to read every file of the site and write the output folder; fix the permissions of this one',
      };
    case 'ENOENT':
      return { why: 'it was deleted or renamed during the build', hint: 'build again once the files stop changing' };
    case 'EISDIR':
      return { why: 'it is a folder where a file is needed', hint: `rename or remove that folder${writing ? ', or choose another --out-dir' : ', then build again'}` };
    case 'ENOTDIR':
      return { why: 'part of that path is a file, not a folder', hint: `rename or remove the file that stands in the way${writing ? ', or choose another --out-dir' : ', then build again'}` };
    case 'ENAMETOOLONG':
      return { why: 'the name is too long for the file system', hint: 'shorten the file or folder name (or the slug that makes it)' };
    case 'ELOOP':
      return { why: 'it is a symlink that leads back to itself', hint: 'remove or fix that symlink' };
    case 'EROFS':
      return { why: 'the file system is read-only', hint: 'choose another --out-dir on a writable disk' };
    case 'ENOSPC': case 'EDQUOT':
      return { why: 'the disk is full', hint: 'free some space, or choose another --out-dir on another disk' };
    case 'EMFILE': case 'ENFILE':
      return { why: 'too many files are open', hint: 'raise the limit of open files (`ulimit -n`), or close other programs, then build again' };
    case 'EIO':
      return { why: 'the disk reported an input/output error', hint: 'check the disk, then build again' };
    default:
      return null;
  }
}

/**
 * A name listed with U+FFFD that cannot be opened: its bytes are not UTF-8 (a Latin-1 name from
 * an old archive), Node lists it with the stand-in character and no file has that name. It was
 * reported as deleted during the build, with advice to build again, which never helps.
 */
const BAD_NAME = {
  why: 'its name is not UTF-8 (the � stands for a byte that is no character), so it cannot be opened by that name',
  hint: 'rename it with a UTF-8 name, e.g. `convmv -f latin1 -t utf8 --notest <file>`, or in a file manager',
};

/** The error for a file or folder whose name is not UTF-8, met while listing a folder. */
export function notUtf8Name(path: string, folder: boolean): OpdocsError {
  return new OpdocsError({
    file: path,
    message: `${folder ? 'folder' : 'file'} name is not UTF-8 (the � stands for a byte that is no character), so ${folder ? 'its files cannot be read' : 'it cannot be opened by that name'}`,
    hint: BAD_NAME.hint,
  });
}

/**
 * An OpdocsError for a file-system error of `err.path` (or of `path`, a path of the site the
 * caller read or wrote), or undefined when `err` is not one whose cause lies outside opdocs.
 * `writing` says which side failed (it picks the verb and the hint); without it, the failed
 * system call decides.
 */
export function fsFailure(err: unknown, path?: string, writing?: boolean): OpdocsError | undefined {
  if (!isSystemError(err)) return undefined;
  // A copy that fills the disk failed at its destination, not at the file it copied.
  const atDest = err.dest !== undefined && DISK_CODES.has(err.code);
  const target = path ?? (atDest ? err.dest : err.path);
  if (!target) return undefined;
  const side = writing ?? (err.syscall && WRITE_CALLS.has(err.syscall) ? true : undefined);
  // A missing file is the user's doing only where the caller knows the path is theirs: a
  // missing file of opdocs' own is a bug, and must be reported as one.
  const known = err.code === 'ENOENT' && target.includes('\uFFFD') ? BAD_NAME
    : err.code === 'ENOENT' && path === undefined ? null : explain(err.code, side);
  if (!known) return undefined;
  const verb = writing === true || atDest ? 'write' : writing === false ? 'read' : VERBS[err.syscall ?? ''] ?? 'open';
  const to = verb === 'copy' && err.dest ? ` to ${err.dest}` : '';
  return new OpdocsError({ file: target, message: `cannot ${verb} it${to}: ${known.why}`, hint: known.hint, cause: err });
}

/**
 * The errors `err` is to the user: its own, or the file-system failure of the machine it is;
 * undefined when it is neither (an opdocs bug).
 */
export function userErrorsOf(err: unknown): OpdocsError[] | undefined {
  const own = asUserErrors(err);
  if (own) return own;
  const failure = fsFailure(err);
  return failure && [failure];
}
