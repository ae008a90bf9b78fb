// Compiles the Node side (cli/) into dist/; runtime/ and theme/ are bundled per site by the CLI.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'cli/main.ts', 'parse-worker': 'cli/pipeline/parse/parse-worker.ts', 'render-worker': 'cli/render/render-worker.ts' },
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
