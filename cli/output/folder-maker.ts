/** One mkdir per folder for a run of file writes (pages, the search index, copied assets). */
import { mkdirSync } from 'node:fs';
import { dirname, normalize } from 'node:path';

const codeOf = (err: unknown) => (err as { code?: unknown }).code;

/**
 * Makes the folder of each file it is given, once per folder. With `root`, folders are made
 * only under a `root` that is there: a render thread still writing when a killed build has
 * removed its staging folder gets ENOENT, instead of making that folder again (mkdir's
 * `recursive` would) and leaving it beside the output.
 */
export function createFolderMaker(root?: string): (file: string) => void {
  const made = new Set<string>();
  // Compared with the dirname()s of joined paths, which are normalized and end in no separator.
  const top = root === undefined ? undefined : normalize(root).replace(/(?<=.)[\\/]+$/, '');
  // A locale's folder inside the staging folder may not be there yet: the root is made once, at
  // the first write, which comes long before a kill can have removed it.
  let rooted = false;
  const make = (dir: string): void => {
    if (made.has(dir) || dir === top) return;
    try {
      mkdirSync(dir);
    } catch (err) {
      if (codeOf(err) !== 'ENOENT' || dirname(dir) === dir) {
        if (codeOf(err) !== 'EEXIST') throw err;
      } else {
        make(dirname(dir));
        try {
          mkdirSync(dir);
        } catch (again) {
          if (codeOf(again) !== 'EEXIST') throw again;
        }
      }
    }
    made.add(dir);
  };
  return (file) => {
    const dir = dirname(file);
    if (made.has(dir)) return;
    if (top === undefined) mkdirSync(dir, { recursive: true });
    else {
      if (!rooted) {
        try {
          mkdirSync(top, { recursive: true });
        } catch (err) {
          // A file in its place: the folder under it then fails with ENOTDIR, which names the fix.
          if (codeOf(err) !== 'EEXIST') throw err;
        }
      }
      rooted = true;
      make(dir);
    }
    made.add(dir);
  };
}
