#!/usr/bin/env node
// Runs the compiled CLI (`npm run build` writes dist/cli.cjs) with V8's code cache, kept per
// command: `--help` has no use for a build's compiled code, nor a build for serve's (see
// cli/compiled-script.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCompiled, setCodeCacheHooks } from '../dist/compiled-script.js';

const file = fileURLToPath(new URL('../dist/cli.cjs', import.meta.url));
const id = readFileSync(fileURLToPath(new URL('../dist/cli.id', import.meta.url)), 'utf8').trim();
const command = /^[a-z][a-z-]{0,19}$/.test(process.argv[2] ?? '') ? process.argv[2] : 'other';
const cli = runCompiled(file, { id, name: command, importModule: (specifier) => import(specifier) });
setCodeCacheHooks(cli.codeCacheHooks);
await cli.main(process.argv);
