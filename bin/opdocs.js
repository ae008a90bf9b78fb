#!/usr/bin/env node
// Runs the compiled CLI (`npm run build` writes dist/cli.cjs) with V8's code cache: each command
// keeps the compiled code of the functions it ran in the user's cache folder, so later runs skip
// compiling them (a seventh of a small build). Node 22's module.enableCompileCache does this for
// ES modules; Node 20 can only for scripts. OPDOCS_COMPILE_CACHE names another folder, or is 0
// to turn the cache off.
import { Script } from 'node:vm';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
const source = readFileSync(file, 'utf8');
const setting = process.env.OPDOCS_COMPILE_CACHE;
const cacheDir = setting === '0' ? null : setting || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'opdocs', 'compile');
// A command's own cache: `--help` has no use for a build's compiled code, nor a build for serve's.
const command = /^[a-z][a-z-]{0,19}$/.test(process.argv[2] ?? '') ? process.argv[2] : 'other';
// V8 checks a cache against its own version and flags and the source's length, not its text:
// the name holds a hash of the code (dist/cli.id) and the Node version.
const suffix = `-${process.version}-${process.arch}-${command}.bin`;
const cacheFile = cacheDir && join(cacheDir, readFileSync(join(dirname(file), 'cli.id'), 'utf8').trim() + suffix);
let cachedData;
try {
  if (cacheFile) cachedData = readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
// A script compiled this way has no import() of its own: the CLI uses this one (cli/import-module.ts).
const script = new Script(`(function (exports, require, module, __filename, __dirname, __opdocsImport) {${source}\n})`, { filename: file, cachedData });
const cli = { exports: {} };
script.runInThisContext()(cli.exports, createRequire(file), cli, file, dirname(file), (specifier) => import(specifier));
if (cacheFile && (!cachedData || script.cachedDataRejected)) {
  process.once('exit', (code) => {
    if (code !== 0 || !cli.exports.prepareCodeCache()) return;
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written aside and renamed: a run beside this one never reads half a file.
      const part = `${cacheFile}.${process.pid}`;
      writeFileSync(part, script.createCachedData());
      renameSync(part, cacheFile);
      // The same command's cache from an earlier opdocs is of no more use.
      for (const name of readdirSync(cacheDir)) if (name.endsWith(suffix) && join(cacheDir, name) !== cacheFile) rmSync(join(cacheDir, name), { force: true });
    } catch {
      // No cache folder (a read-only home): the next run compiles again, as without a cache.
    }
  });
}
await cli.exports.main(process.argv);
