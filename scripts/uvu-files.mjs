// Runs uvu test files in one process, in the order given (the uvu CLI sorts by name).
// Order matters for the e2e files: suites that follow one another share the TyKO build
// (test/helpers/tyko-site-server.ts). Run it with `node --import tsx scripts/uvu-files.mjs <files…>`,
// or with a folder and an optional pattern (`… scripts/uvu-files.mjs test/dom Navbar`): its test
// files as `uvu <folder> <pattern>` finds them. Unlike `uvu -r tsx`, which compiles each file to
// CommonJS, this runs them as ES modules, so a test file may use top-level await.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';

const args = process.argv.slice(2);
if (!args.length) {
  console.error('usage: node --import tsx scripts/uvu-files.mjs <test file>… | <folder> [pattern]');
  process.exit(2);
}
const isFolder = (p) => statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
const suites = isFolder(args[0])
  ? (await parse(args[0], args[1])).suites
  : args.map((f) => ({ name: f, file: resolve(f) }));
await run(suites, {});
