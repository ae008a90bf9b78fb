/**
 * Entry of every worker thread of the published CLI (built to dist/worker-boot.js): runs
 * dist/cli.cjs with V8's code cache, as bin/opdocs.js does for the main thread, and starts the
 * worker named in its argv (pool.ts). Each kind of worker keeps a code cache of its own, named
 * by the V8 flags the main thread set, which V8 checks a cache against.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { keepWorkerCodeCache, runCompiled, setCodeCacheHooks } from '../compiled-script.js';
import { WORKER_ARGV } from './worker-argv.js';
import type { WorkerName } from './pool.js';

const at = process.argv.indexOf(WORKER_ARGV);
const [name, flags] = process.argv.slice(at + 1, at + 3) as [WorkerName, string];
// Built beside dist/cli.cjs; never run from source (tests start the .ts entries through tsx).
// The theme's kernel, which a render thread loads through the same module, finds the main
// thread's cache by these flags (a cache made under other flags is refused by V8).
setCodeCacheHooks({ keep: () => false, flags: () => flags, setFlags: () => undefined });
const file = fileURLToPath(new URL('./cli.cjs', import.meta.url));
const id = readFileSync(fileURLToPath(new URL('./cli.id', import.meta.url)), 'utf8').trim();
const cli = runCompiled(file, { id, name, workerFlags: flags, importModule: (specifier) => import(specifier) });
await (cli.runWorker as (name: WorkerName, keep: () => void) => Promise<void>)(name, keepWorkerCodeCache);
