// Compiles the Node side (cli/) into dist/, writes the JSON Schema the package ships, and
// bundles runtime/ and theme/ ahead of time into dist/kernel/ (a site's build then bundles only
// its own code). Runs as `prepare`, so keep it fast.
import { build } from 'esbuild';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { plainFields } from './plain-fields.mjs';
import { pathToFileURL } from 'node:url';

// Chunk names change with their content: start empty so no stale chunk is shipped.
await rm('dist', { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled in: Node loaded some 400 small files at every start (micromark,
  // zod, mdast utilities, …), which cost more than the code in them. Left out: esbuild and
  // sharp (native binaries found from their own folders) and tsx (workers from source only).
  external: ['esbuild', 'sharp', 'tsx'],
  // ES module builds first: some packages' "main" is a UMD file whose requires cannot be bundled.
  mainFields: ['module', 'main'],
  sourcemap: true,
  plugins: [plainFields],
  logLevel: 'warning',
};
// The CLI itself is one CommonJS script, which bin/opdocs.js compiles with V8's code cache (an
// ES module cannot use one on Node 20; see cli/compiled-script.ts): compiling opdocs' code was
// a seventh of a small build.
// Modules a command does not use stay uncompiled until called, so one file costs `--help` little.
await build({
  ...common,
  entryPoints: { cli: 'cli/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__opdocsMetaUrl' },
  // Every start reads the whole script (4.2 MB before, 3.1 MB after: 11 ms less of a slow
  // machine's start, and of each worker thread's); names stay, so stack traces keep them.
  minifyWhitespace: true,
  banner: { js: "const __opdocsMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// `--help` and `--version` (bin/opdocs.js): the program's definition alone, and commander.
await build({ ...common, entryPoints: { help: 'cli/help-main.ts' }, outdir: 'dist', outExtension: { '.js': '.cjs' }, format: 'cjs', sourcemap: false });
await build({
  ...common,
  entryPoints: {
    // Every worker thread runs dist/cli.cjs through this (see cli/workers/worker-boot.ts).
    'worker-boot': 'cli/workers/worker-boot.ts',
    schema: 'cli/config/write-schema.ts',
    'sw-code': 'cli/output/sw-code.ts',
    'kernel-build': 'cli/bundle/kernel-build.ts',
    'compiled-script': 'cli/compiled-script.ts',
  },
  outdir: 'dist',
  // Split so that these entries share their modules.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  // Bundled CommonJS code calls require() for Node's own modules.
  banner: { js: "import { createRequire as __opdocsRequire } from 'node:module'; const require = __opdocsRequire(import.meta.url);" },
});

// esbuild writes strings, templates and regular expressions in ASCII but keeps the comments of
// the code it bundles as they are; the script is read as Latin-1 (see cli/compiled-script.ts).
const { asciiOnly } = await import(pathToFileURL('dist/kernel-build.js').href);
const cliCode = asciiOnly(await readFile('dist/cli.cjs', 'utf8'));
await writeFile('dist/cli.cjs', cliCode);
// Names the script's code in its code cache's file name: V8 itself checks only the source's length.
await writeFile('dist/cli.id', createHash('sha256').update(cliCode).digest('base64url').slice(0, 16));

const { renderJsonSchema } = await import(pathToFileURL('dist/schema.js').href);
await writeFile('site.config.schema.json', renderJsonSchema());
// The service worker's code is the same for every site: bundle it once here, not per build.
const { writePrebuiltWorker } = await import(pathToFileURL('dist/sw-code.js').href);
await writePrebuiltWorker();
// The theme bundled ahead of time, for the browser and for Node (see cli/bundle/kernel-files.ts).
const { buildKernel } = await import(pathToFileURL('dist/kernel-build.js').href);
await buildKernel();
