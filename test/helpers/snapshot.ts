/** Byte-for-byte snapshots of a folder tree, for tests that prove nothing was touched. */
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Every entry under `dir` (relative path → "dir", "link:<target>" or the file's bytes as base64). */
export function snapshotTree(dir: string, skip: (rel: string) => boolean = () => false): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      if (skip(r)) continue;
      const abs = join(dir, r);
      const st = lstatSync(abs);
      if (st.isSymbolicLink()) out[r] = `link:${readlinkSync(abs)}`;
      else if (st.isDirectory()) {
        out[r] = 'dir';
        walk(r);
      } else out[r] = readFileSync(abs).toString('base64');
    }
  };
  walk('');
  return out;
}
