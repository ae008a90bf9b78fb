// Runs the given uvu test files in one process, in the order given (the uvu CLI sorts by name).
// Order matters for the e2e files: suites that follow one another share the TyKO build
// (test/helpers/tyko-site-server.ts). Run it with `node --import tsx scripts/uvu-files.mjs <files…>`.
import { resolve } from 'node:path';
import { run } from 'uvu/run';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node --import tsx scripts/uvu-files.mjs <test file>…');
  process.exit(2);
}
await run(files.map((f) => ({ name: f, file: resolve(f) })), {});
