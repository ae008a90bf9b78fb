/**
 * The service worker's code: runtime/sw/ bundled by esbuild into one minified script. It
 * depends on nothing of a site, so `npm run build` bundles it once into dist/ under a name
 * keyed by its sources; a build reads it from there, and bundles it itself (keeping the
 * result in the cache folder) only when running from changed sources.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { OPDOCS_ROOT, RUNTIME_DIR } from '../bundle/paths.js';
import { esbuild } from '../bundle/esbuild-api.js';
import { writeWholeAsync } from './write-whole.js';

const SW_DIR = join(RUNTIME_DIR, 'sw');

/** Key of the worker's sources: the names and bytes of runtime/sw/*.ts. */
async function sourceKey(): Promise<string> {
  const files = (await readdir(SW_DIR)).filter((f) => f.endsWith('.ts')).sort();
  const hash = createHash('sha1');
  for (const f of files) hash.update(f).update(await readFile(join(SW_DIR, f)));
  return hash.digest('hex').slice(0, 16);
}

async function bundleWorker(): Promise<string> {
  const { build } = esbuild();
  const out = await build({
    entryPoints: [join(SW_DIR, 'service-worker.ts')],
    write: false,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/** The file `npm run build` writes for the current sources. */
const prebuiltFile = (key: string) => join(OPDOCS_ROOT, 'dist', `sw-${key}.js`);

/** Bundles the worker into dist/ (called by cli/build-cli.mjs), replacing older ones. */
export async function writePrebuiltWorker(): Promise<void> {
  const file = prebuiltFile(await sourceKey());
  const dist = dirname(file);
  for (const old of await readdir(dist)) if (/^sw-[0-9a-f]{16}\.js$/.test(old)) await rm(join(dist, old));
  // A build running meanwhile (tests run beside `npm pack`, which rebuilds dist/) reads either
  // no file, and bundles the worker itself, or the whole file.
  await writeWholeAsync(file, await bundleWorker());
}

/** The minified worker code: prebuilt in dist/, else from the cache, else bundled now. */
export async function loadWorkerCode(cacheDir: string): Promise<string> {
  const key = await sourceKey();
  const prebuilt = await readFile(prebuiltFile(key), 'utf8').catch(() => null);
  if (prebuilt !== null) return prebuilt;
  const cached = join(cacheDir, `sw-${key}.js`);
  const hit = await readFile(cached, 'utf8').catch(() => null);
  if (hit !== null) return hit;
  const code = await bundleWorker();
  await mkdir(cacheDir, { recursive: true });
  // Whole or not at all: a build beside this one may read it.
  await writeWholeAsync(cached, code);
  return code;
}
