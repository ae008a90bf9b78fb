/** Copies a fixture site into test/.tmp so builds never write into the repository; temporary folders. */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const FIXTURES = join(ROOT, 'test', 'fixtures');

const created = new Set<string>();
process.once('exit', () => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Fresh copy of test/fixtures/<name> (without any build output); returns its path. */
export function copyFixture(name: string, tag = name): string {
  const dir = join(ROOT, 'test', '.tmp', `${tag}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  created.add(dir);
  cpSync(join(FIXTURES, name), dir, { recursive: true, filter: (src) => !/[\\/]build($|[\\/])/.test(src.slice(FIXTURES.length)) });
  return dir;
}

/** A new empty folder under the system's temporary folder, removed when the test process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.add(dir);
  return dir;
}
