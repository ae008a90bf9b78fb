/**
 * `dotenv` for a Docusaurus config evaluated by `opdocs migrate`. Configs call
 * `require('dotenv').config()` (or import `dotenv/config`) to read `url`, `baseUrl` or keys from a
 * `.env` file; a stand-in would leave them unset and the migrated config without them. This face
 * reads the site's `.env` the way dotenv does: variables already set win unless `override`.
 */
import type { Plugin } from 'esbuild';

const NAMESPACE = 'opdocs-dotenv';

/** The module's source; `envFile` is the default file (the site's `.env`, beside the config). */
function faceSource(envFile: string, sideEffect: boolean): string {
  return [
    "import { existsSync, readFileSync } from 'node:fs';",
    "import * as util from 'node:util';",
    // Node 20.11 has no util.parseEnv: KEY=value lines, quotes removed, # comments skipped.
    'const lines = (text) => Object.fromEntries(text.split(/\\r?\\n/).map((l) => /^\\s*(?:export\\s+)?([\\w.-]+)\\s*=\\s*(.*?)\\s*$/.exec(l)).filter(Boolean)',
    '  .map(([, k, v]) => [k, /^(["\'`])([^]*)\\1$/.test(v) ? v.slice(1, -1) : v.replace(/\\s+#.*$/, "")]));',
    'export const parse = (src) => (util.parseEnv ?? lines)(String(src));',
    'export function config(options = {}) {',
    `  const files = [].concat(options.path ?? ${JSON.stringify(envFile)});`,
    '  const parsed = {};',
    "  for (const f of files) if (existsSync(String(f))) Object.assign(parsed, parse(readFileSync(String(f), options.encoding ?? 'utf8')));",
    '  for (const [k, v] of Object.entries(parsed)) if (options.override || process.env[k] === undefined) process.env[k] = v;',
    '  return { parsed };',
    '}',
    'export default { config, parse };',
    sideEffect ? 'config();' : '',
  ].join('\n');
}

/** Serves `dotenv` and `dotenv/config` to the config's bundle; list it before the stand-ins. */
export function dotenvFace(envFile: string): Plugin {
  return {
    name: 'opdocs-dotenv',
    setup(build) {
      build.onResolve({ filter: /^dotenv(\/config(\.js)?)?$/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: faceSource(envFile, args.path !== 'dotenv'), loader: 'js' }));
    },
  };
}
