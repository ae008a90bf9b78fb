/**
 * Symlinked Markdown files in a content folder: read like any other file when their target lies
 * inside the site folder or the repository that holds it (a monorepo's `website/docs/contributing.md`
 * linking to its root CONTRIBUTING.md), as Docusaurus reads them; refused when it lies outside,
 * since a link in a pull request could otherwise publish any file of the machine that builds it.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { OpdocsError } from '../../errors.js';
import { isInsideReal } from '../check/route-sources.js';

/** Where symlinked content files may point: inside `siteDir`. Refused links are reported in `errors`. */
export interface LinkPolicy {
  siteDir: string;
  errors: OpdocsError[];
}

/** Whether the symlink `file` is content: it leads to a regular file inside the site (folders: content-walk.ts). */
export function keepLinkedFile(file: string, policy: LinkPolicy): boolean {
  let isFile: boolean;
  try {
    isFile = statSync(file).isFile();
  } catch (err) {
    const loop = (err as NodeJS.ErrnoException).code === 'ELOOP';
    policy.errors.push(new OpdocsError({
      file,
      message: loop ? 'is a symlink that leads back to itself' : 'is a symlink to nothing: its target does not exist',
      hint: 'point the link at an existing file, or remove it',
    }));
    return false;
  }
  if (!isFile) return false;
  if (mayLinkTo(file, policy)) return true;
  const repo = repositoryOf(policy.siteDir);
  policy.errors.push(new OpdocsError({
    file,
    message: `is a symlink to a file outside the site folder${repo ? ' and its repository' : ''}; publishing it could leak any file`,
    hint: 'copy the file into the site instead of linking to it',
  }));
  return false;
}

/** Whether `path` (a link, followed) leads inside the site folder or the repository holding it. */
export function mayLinkTo(path: string, policy: LinkPolicy): boolean {
  const repo = repositoryOf(policy.siteDir);
  return isInsideReal(path, policy.siteDir) || (repo !== null && isInsideReal(path, repo));
}

/** The repository folder holding the site, for messages; null outside one. */
export const repositoryFolder = (policy: LinkPolicy): string | null => repositoryOf(policy.siteDir);

const repositories = new Map<string, string | null>();

/** The nearest folder at or above `siteDir` that holds a `.git`, or null. */
function repositoryOf(siteDir: string): string | null {
  let known = repositories.get(siteDir);
  if (known !== undefined) return known;
  known = null;
  for (let dir = siteDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) {
      known = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  repositories.set(siteDir, known);
  return known;
}
