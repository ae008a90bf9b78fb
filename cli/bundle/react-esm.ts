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
import { isOpdocsSource, OPDOCS_ROOT } from './paths.js';

/** The packages whose calls are hot: hooks and createElement, and the JSX runtime. */
const FACED = /^react(?:\/jsx-runtime)?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const fromOpdocs = createRequire(join(OPDOCS_ROOT, 'package.json'));
const sources = new Map<string, string>();

/** The JSX functions a site's code gets with React 18's defaultProps for function components. */
const WITH_DEFAULTS = ['jsx', 'jsxs'];
const DEFAULTS_SUFFIX = '#defaults';

/**
 * The face of `name`: opdocs' own copy, with each export the module has as a named export.
 * With `defaults` (JSX in a site's own files), `jsx`/`jsxs` fill in the `defaultProps` of a
 * function or forwardRef component (and join a `<title>`'s text children, see below), as React 18 did and React 19 no longer does: Docusaurus
 * sites run React 18, and libraries they use (react-fontawesome's `className.split`) rely on it.
 */
export function faceFor(name: string, defaults = false): string {
  const missing = defaults ? [...(absent.get(name) ?? [])].sort() : [];
  const key = `${name}${defaults ? '#defaults' : ''}${missing.length ? `+${missing.join(',')}` : ''}`;
  let source = sources.get(key);
  if (source === undefined) {
    const file = fromOpdocs.resolve(name);
    // The names are the same in React's development and production builds but for two
    // testing helpers of the development one, which are undefined in production.
    const names = Object.keys(fromOpdocs(name) as object).filter((k) => k !== 'default' && IDENTIFIER.test(k));
    const wrapped = defaults ? names.filter((n) => WITH_DEFAULTS.includes(n) || n === 'createElement') : [];
    source = `const m = require(${JSON.stringify(file)});\nexport const { ${names.filter((n) => !wrapped.includes(n)).join(', ')} } = m;\n`;
    for (const n of missing.filter((x) => !names.includes(x))) source += `export const ${n} = undefined;\n`;
    if (wrapped.length) {
      source += [
        'const withDefaults = (type, props) => {',
        // React 19's server renderer writes a <title> with several children (`Open {name}` in an
        // SVG) empty, while the browser renders the text: hydration then fails. React 18 wrote
        // the text, and one string gives the same in both.
        '  if (type === "title" && Array.isArray(props.children) && textOnly(props.children)) return { ...props, children: props.children.join("") };',
        // Function components and forwardRef/memo objects; classes React 19 still handles itself.
        '  const d = type != null && typeof type !== "string" && !(type.prototype && type.prototype.isReactComponent) ? type.defaultProps : undefined;',
        '  if (!d) return props;',
        '  const out = { ...props };',
        '  for (const k in d) if (out[k] === undefined) out[k] = d[k];',
        '  return out;',
        '};',
        // createElement (a site compiled with the classic runtime) still fills in defaultProps itself.
        'const textOnly = (parts) => parts.length > 1 && parts.every((c) => typeof c === "string" || typeof c === "number");',
        ...wrapped.map((n) => (n === 'createElement'
          ? 'export const createElement = (type, props, ...children) => (type === "title" && textOnly(children) ? m.createElement(type, props, children.join("")) : m.createElement(type, props, ...children));'
          : `export const ${n} = (type, props, key) => m.${n}(type, withDefaults(type, props), key);`)),
        // `React.createElement` (the classic runtime's factory) must reach the wrapper too: the
        // default export is the module's exports with it (the same React: every value is shared).
        `export default ${wrapped.includes('createElement') ? '{ ...m, createElement }' : 'm'};`,
      ].join('\n') + '\n';
    } else {
      source += 'export default m;\n';
    }
    sources.set(key, source);
  }
  return source;
}

/**
 * Names a site's code imports from react that React does not export, by package: webpack gives
 * such an import of a CommonJS module undefined (a warning at most), and .js files do import
 * TypeScript's names (`import React, { CSSProperties } from 'react'`). A face is an ES module,
 * so esbuild fails on them instead; after such a failure the face exports each as undefined.
 */
const absent = new Map<string, Set<string>>();
const NO_EXPORT = new RegExp(`^No matching export in "opdocs-react-esm:([^"#]+)${DEFAULTS_SUFFIX}" for import "([A-Za-z_$][\\w$]*)"$`);

/** Notes the names a failed build found missing from a site face; true when there were any. */
export function noteAbsentReactImports(err: unknown): boolean {
  const errors = (err as { errors?: { text?: string }[] } | null)?.errors ?? [];
  let found = false;
  for (const e of errors) {
    const m = NO_EXPORT.exec(e.text ?? '');
    if (!m) continue;
    const names = absent.get(m[1]) ?? new Set<string>();
    absent.set(m[1], names);
    if (!names.has(m[2])) found = true;
    names.add(m[2]);
  }
  return found;
}

/** The esbuild plugin; list it before the one that keeps one React (oneReact). */
export function reactEsm(): Plugin {
  return {
    name: 'opdocs:react-esm',
    setup(build) {
      build.onResolve({ filter: FACED }, (args) => {
        if (args.kind !== 'import-statement') return undefined;
        // opdocs' own files get the plain face: their JSX is the hot path of every render.
        const own = args.namespace === 'file' && isOpdocsSource(args.importer);
        // Two modules, so two paths: esbuild knows a module by its path and namespace.
        return { path: own ? args.path : `${args.path}${DEFAULTS_SUFFIX}`, namespace: 'opdocs-react-esm' };
      });
      build.onLoad({ filter: /.*/, namespace: 'opdocs-react-esm' }, (args) => {
        const defaults = args.path.endsWith(DEFAULTS_SUFFIX);
        return { contents: faceFor(defaults ? args.path.slice(0, -DEFAULTS_SUFFIX.length) : args.path, defaults), loader: 'js', resolveDir: OPDOCS_ROOT };
      });
    },
  };
}
