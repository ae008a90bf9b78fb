#!/usr/bin/env node
// Runs the compiled CLI (`npm run build` writes dist/cli.cjs) with V8's code cache, kept per
// command: `--help` has no use for a build's compiled code, nor a build for serve's (see
// cli/compiled-script.ts). A command line asking only for help or the version goes to the
// program's definition alone (dist/help.cjs, cli/help-main.ts), which starts in a fraction of the time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const options = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
const helpOnly = options.length === 0 || options[0] === 'help' || options.some((a) => a === '-h' || a === '--help' || a === '-V' || a === '--version');

async function runWholeCli() {
  const { runCompiled, setCodeCacheHooks } = await import('../dist/compiled-script.js');
  const file = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
  const id = readFileSync(fileURLToPath(new URL('../dist/cli.id', import.meta.url)), 'utf8').trim();
  const command = /^[a-z][a-z-]{0,19}$/.test(args[0] ?? '') ? args[0] : 'other';
  const cli = runCompiled(file, { id, name: command, importModule: (specifier) => import(specifier) });
  setCodeCacheHooks(cli.codeCacheHooks);
  await cli.main(process.argv);
}

if (helpOnly) await createRequire(import.meta.url)('../dist/help.cjs').main(process.argv, runWholeCli);
else await runWholeCli();
