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
  },
  outdir: 'dist',
  // Split so that each command's modules load only when it runs (see cli/main.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  // Commands load lazily (`init` never pulls in the build pipeline).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const { renderJsonSchema } = await import(pathToFileURL('dist/schema.js').href);
await writeFile('site.config.schema.json', renderJsonSchema());
