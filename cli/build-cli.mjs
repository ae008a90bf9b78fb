// Compiles the Node side (cli/) into dist/ and writes the JSON Schema the package ships;
// runtime/ and theme/ are bundled per site by the CLI. Runs as `prepare`, so keep it fast.
import { build } from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

await build({
  entryPoints: {
    cli: 'cli/main.ts',
    'parse-worker': 'cli/pipeline/parse/parse-worker.ts',
    'render-worker': 'cli/render/render-worker.ts',
    schema: 'cli/config/write-schema.ts',
    'sw-code': 'cli/output/sw-code.ts',
  },
  outdir: 'dist',
  // Split so that each command's modules load only when it runs (see cli/main.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const { renderJsonSchema } = await import(pathToFileURL('dist/schema.js').href);
await writeFile('site.config.schema.json', renderJsonSchema());
// The service worker's code is the same for every site: bundle it once here, not per build.
const { writePrebuiltWorker } = await import(pathToFileURL('dist/sw-code.js').href);
await writePrebuiltWorker();
