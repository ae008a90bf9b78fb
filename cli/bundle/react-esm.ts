/**
 * ES module faces for React's CommonJS packages. esbuild imports a CommonJS module into an ES
 * module through a copy of its exports whose every property is a getter, so each `jsx()` and
 * hook call of the theme went through one: a twentieth of a render thread's time, and the same
 * in the browser while it hydrates. A face takes the module object once and exports its
 * properties as plain bindings, which esbuild links to their callers directly.
 *
 * Only `import` statements get the face. React's own files (and any CommonJS code) `require`
 * react, which stays the plain module: the face requires the same file, so there is one React.
 */
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { OPDOCS_ROOT } from './paths.js';

/** The packages whose calls are hot: hooks and createElement, and the JSX runtime. */
const FACED = /^react(?:\/jsx-runtime)?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const fromOpdocs = createRequire(join(OPDOCS_ROOT, 'package.json'));
const sources = new Map<string, string>();

/** The face of `name`: opdocs' own copy, with each export the module has as a named export. */
function faceSource(name: string): string {
  let source = sources.get(name);
  if (source === undefined) {
    const file = fromOpdocs.resolve(name);
    // The names are the same in React's development and production builds but for two
    // testing helpers of the development one, which are undefined in production.
    const names = Object.keys(fromOpdocs(name) as object).filter((key) => key !== 'default' && IDENTIFIER.test(key));
    source = `const m = require(${JSON.stringify(file)});\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
    sources.set(name, source);
  }
  return source;
}

/** The esbuild plugin; list it before the one that keeps one React (oneReact). */
export function reactEsm(): Plugin {
  return {
    name: 'opdocs:react-esm',
    setup(build) {
      build.onResolve({ filter: FACED }, (args) => (args.kind === 'import-statement' ? { path: args.path, namespace: 'opdocs-react-esm' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'opdocs-react-esm' }, (args) => ({ contents: faceSource(args.path), loader: 'js', resolveDir: OPDOCS_ROOT }));
    },
  };
}
