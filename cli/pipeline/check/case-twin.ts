/**
 * A file named like a missing one but for letter case (`./Diagram.png` for diagram.png): a
 * case-insensitive disk (macOS, Windows) finds it, so the author saw the image; Linux and most CI
 * machines do not, and neither does Docusaurus' bundler there. The hint names the real name.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/** The name of the entry of `file`'s folder that differs from its name only in letter case; undefined when there is none. */
export function caseTwinOf(file: string): string | undefined {
  const name = basename(file);
  const lower = name.toLowerCase();
  try {
    return readdirSync(dirname(file)).find((entry) => entry !== name && entry.toLowerCase() === lower);
  } catch {
    return undefined;
  }
}

/** The hint for a missing file that has a case twin. */
export const caseTwinHint = (twin: string) =>
  `the folder holds ${twin}, whose letter case differs: a case-sensitive disk (Linux, most CI machines) tells the names apart; write the name as the file has it, or rename the file`;
