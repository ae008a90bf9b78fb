/** One mkdir per folder for a run of file writes (pages, the search index, copied assets). */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** Makes the folder of each file it is given, once per folder. */
export function createFolderMaker(): (file: string) => void {
  const made = new Set<string>();
  return (file) => {
    const dir = dirname(file);
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
}
