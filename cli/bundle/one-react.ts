/**
 * One React in every bundle: `react` and `react-dom` (and their subpaths, such as the
 * `react/jsx-runtime` that JSX compiles to) always resolve from opdocs' own install. A
 * Docusaurus site has its own React in node_modules, often another major version; its pages
 * would otherwise import that copy while the theme renders with ours, and React rejects
 * elements and hooks from a second copy.
 *
 * The hook runs in this process for every React import of every file, and waits for the main
 * thread, which is parsing Markdown meanwhile: so it is set only when the site can reach
 * another copy than ours.
 */
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { OPDOCS_ROOT } from './paths.js';

const REACT = /^react(?:-dom)?(?:\/.*)?$/;

/** The package folder `name` resolves to from `dir`, or null when it resolves to none. */
function packageFrom(dir: string, name: string): string | null {
  try {
    return realpathSync(createRequire(join(dir, 'package.json')).resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

/** Whether a file of the site could import a React other than opdocs' own. */
export function siteReachesOtherReact(siteDir: string): boolean {
  return ['react', 'react-dom'].some((name) => {
    const theirs = packageFrom(siteDir, name);
    return theirs !== null && theirs !== packageFrom(OPDOCS_ROOT, name);
  });
}

/** The esbuild plugin; list it before any plugin that resolves the site's imports. */
export function oneReact(siteDir: string): Plugin {
  const needed = siteReachesOtherReact(siteDir);
  return {
    name: 'opdocs:one-react',
    setup(build) {
      if (!needed) return;
      const external = new Set(build.initialOptions.external ?? []);
      build.onResolve({ filter: REACT }, (args) => {
        if (args.pluginData?.oneReact || external.has(args.path)) return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: OPDOCS_ROOT, pluginData: { oneReact: true } });
      });
    },
  };
}
