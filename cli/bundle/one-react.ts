/**
 * One React in every bundle: `react` and `react-dom` (and their subpaths, such as the
 * `react/jsx-runtime` that JSX compiles to) always resolve from opdocs' own install. A
 * Docusaurus site has its own React in node_modules, often another major version; its pages
 * would otherwise import that copy while the theme renders with ours, and React rejects
 * elements and hooks from a second copy.
 */
import type { Plugin } from 'esbuild';
import { OPDOCS_ROOT } from './paths.js';

const REACT = /^react(?:-dom)?(?:\/.*)?$/;

/** The esbuild plugin; list it before any plugin that resolves the site's imports. */
export function oneReact(): Plugin {
  return {
    name: 'opdocs:one-react',
    setup(build) {
      const external = new Set(build.initialOptions.external ?? []);
      build.onResolve({ filter: REACT }, (args) => {
        if (args.pluginData?.oneReact || external.has(args.path)) return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: OPDOCS_ROOT, pluginData: { oneReact: true } });
      });
    },
  };
}
