/**
 * esbuild's JavaScript API, loaded on first use. The site's bundles are built on the side
 * thread, so a build's main thread calls esbuild only for rarer things (a CSS module, a site's
 * own MDXComponents): loading its 100 KB of CommonJS at start-up was time on the critical path.
 */
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

let api: typeof Esbuild | undefined;

export function esbuild(): typeof Esbuild {
  api ??= createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  return api;
}
