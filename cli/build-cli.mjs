// Compiles the Node side (cli/) into dist/, writes the JSON Schema the package ships, and
// bundles runtime/ and theme/ ahead of time into dist/kernel/ (a site's build then bundles only
// its own code). Runs as `prepare`, so keep it fast.
import { build } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import { plainFields } from './plain-fields.mjs';
import { pathToFileURL } from 'node:url';

// Chunk names change with their content: start empty so no stale chunk is shipped.
await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    cli: 'cli/main.ts',
    'parse-worker': 'cli/pipeline/parse/parse-worker.ts',
    'render-worker': 'cli/render/render-worker.ts',
    schema: 'cli/config/write-schema.ts',
    'sw-code': 'cli/output/sw-code.ts',
    'kernel-build': 'cli/bundle/kernel-build.ts',
  },
  outdir: 'dist',
  // Split so that each command's modules load only when it runs (see cli/main.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled in: Node loaded some 400 small files at every start (micromark,
  // zod, mdast utilities, …), which cost more than the code in them. Left out: esbuild and
  // sharp (native binaries found from their own folders) and tsx (workers from source only).
  external: ['esbuild', 'sharp', 'tsx'],
  // ES module builds first: some packages' "main" is a UMD file whose requires cannot be bundled.
  mainFields: ['module', 'main'],
  // Bundled CommonJS code calls require() for Node's own modules.
  banner: { js: "import { createRequire as __opdocsRequire } from 'node:module'; const require = __opdocsRequire(import.meta.url);" },
  sourcemap: true,
  plugins: [plainFields],
  logLevel: 'warning',
});

const { renderJsonSchema } = await import(pathToFileURL('dist/schema.js').href);
await writeFile('site.config.schema.json', renderJsonSchema());
// The service worker's code is the same for every site: bundle it once here, not per build.
const { writePrebuiltWorker } = await import(pathToFileURL('dist/sw-code.js').href);
await writePrebuiltWorker();
// The theme bundled ahead of time, for the browser and for Node (see cli/bundle/kernel-files.ts).
const { buildKernel } = await import(pathToFileURL('dist/kernel-build.js').href);
await buildKernel();
