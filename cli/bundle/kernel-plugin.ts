/**
 * The esbuild plugin that links code bundled against the kernel (see kernel-files.ts): an
 * import of React or of a theme or runtime module becomes a small module that re-exports the
 * kernel's own, so the site's code and the theme share one module of each.
 *
 * A theme module the kernel's table lacks is bundled from its source when `bundles` allows it (in
 * the browser, the modules the theme's first load does not need: they import the table's), and
 * otherwise fails the build with KERNEL_MISS, and the site's build then bundles the whole theme.
 */
import type { Plugin } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { OPDOCS_ROOT, RUNTIME_DIR, THEME_DIR, isOpdocsSource } from './paths.js';
import { KERNEL_DIR, KERNEL_STRING_RENDERER, kernelKey, readKernel, type KernelManifest } from './kernel-files.js';
import { findOverrides } from './theme-overrides.js';
import { escapeRegExp, reactMode } from './esbuild-common.js';

/** The text of the error that sends a site's build back to bundling the whole theme. */
export const KERNEL_MISS = 'opdocs-kernel-miss';

export interface KernelLinks {
  /** Specifier of the module holding `modules` (a relative URL in the browser, a file URL in Node). */
  table: string;
  /** Keys in the table. */
  tabled: Set<string>;
  /** Key → export names. */
  exports: Record<string, string[]>;
  /** Whether a theme module outside the table may be bundled from its source. */
  bundles: (key: string) => boolean;
  /** Told each key a module of the build links to. */
  onUse?: (key: string) => void;
}

const REACT = /^react(?:-dom)?(?:\/[\w-]+)?$/;

/**
 * The theme's and runtime's scripts, as an esbuild filter: a hook esbuild calls waits for
 * this thread, so it must not match a site's other files (or its packages').
 */
export const opdocsScriptFilter = (): RegExp =>
  new RegExp(`^(?:${escapeRegExp(THEME_DIR)}|${escapeRegExp(RUNTIME_DIR)})[\\\\/].*\\.[cm]?[jt]sx?$`);
const NS = 'opdocs-kernel';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function stubSource(key: string, links: KernelLinks): string {
  links.onUse?.(key);
  const names = (links.exports[key] ?? []).filter((n) => n !== 'default' && IDENTIFIER.test(n));
  const hasDefault = (links.exports[key] ?? []).includes('default');
  return [
    `import { modules } from ${JSON.stringify(links.table)};`,
    `const m = modules[${JSON.stringify(key)}];`,
    ...(names.length ? [`export const { ${names.join(', ')} } = m;`] : []),
    ...(hasDefault ? ['export default m.default;'] : []),
  ].join('\n');
}

/** List it first: it must see React and theme imports before any other plugin resolves them. */
export function kernelLinks(links: KernelLinks): Plugin {
  const has = (key: string) => links.tabled.has(key);
  return {
    name: 'opdocs:kernel',
    setup(build) {
      build.onResolve({ filter: /^(?:\.\/opdocs-kernel|file:)/ }, (args) => (args.path === links.table ? { path: args.path, external: true } : undefined));
      build.onResolve({ filter: REACT }, (args) => {
        // A site's JSX gets the face that fills in defaultProps (react-esm.ts); opdocs' own and require() the plain one.
        const faced = args.kind === 'import-statement' && /^react(?:\/jsx-runtime)?$/.test(args.path) && !isOpdocsSource(args.importer);
        // opdocs' own server code renders with React's string renderer alone (string-renderer.ts).
        const strings = args.path === 'react-dom/server' && isOpdocsSource(args.importer);
        const key = faced ? `${args.path}#defaults` : strings ? KERNEL_STRING_RENDERER : args.path;
        return has(key) ? { path: key, namespace: NS } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => ({ contents: stubSource(args.path, links), loader: 'js', resolveDir: OPDOCS_ROOT }));
      build.onLoad({ filter: opdocsScriptFilter() }, (args) => {
        if (args.namespace !== 'file') return undefined;
        const key = kernelKey(args.path);
        if (has(key)) return { contents: stubSource(key, links), loader: 'js', resolveDir: OPDOCS_ROOT };
        return links.bundles(key) ? undefined : { errors: [{ text: `${KERNEL_MISS}: ${key}` }] };
      });
    },
  };
}

/**
 * Whether a build failed for what the kernel lacks: a theme module outside its table, or a name
 * its React modules do not export (React 18's `findDOMNode` from react-dom: bundled from React's
 * CommonJS files, a missing name is undefined at run time, not an error).
 */
export function isKernelMiss(err: unknown): boolean {
  const errors = (err as { errors?: { text: string }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e.text.startsWith(KERNEL_MISS) || e.text.includes(`No matching export in "${NS}:`));
}

/**
 * The modules an override changes: the overridden ones, the theme files overrides are drawn
 * from (theme-overrides.ts), and every module of `graph` importing one, directly or through others.
 */
function changedBy(overrides: ReturnType<typeof findOverrides>, graph: Record<string, string[]>): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [key, imports] of Object.entries(graph)) {
    for (const imported of imports) {
      const list = importers.get(imported);
      if (list) list.push(key);
      else importers.set(imported, [key]);
    }
  }
  const changed = new Set<string>();
  const pending = [...overrides].flatMap(([original, { file }]) => [original, file]).filter(isOpdocsSource).map(kernelKey);
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (changed.has(key)) continue;
    changed.add(key);
    pending.push(...(importers.get(key) ?? []));
  }
  return changed;
}

const kernelWanted = () => process.env.OPDOCS_KERNEL !== '0' && reactMode() === 'production';

/**
 * The kernel a site's browser bundle can link to, or null when it must bundle the whole theme:
 * React's development build was asked for, OPDOCS_KERNEL=0 says so, or the site overrides a
 * component that the theme's first load draws (a module of the kernel's entry imports it,
 * directly or not). An override only modules outside the entry import (content components,
 * which hydrate as islands; pages and parts the first load does not hold) keeps the kernel: the
 * site's bundle takes those modules from their sources, with the override in place. (The
 * Mermaid diagram, which loads the site's own mermaid package, is not in the browser kernel: a
 * site's bundle takes it from its source.)
 */
export function kernelFor(siteDir: string): KernelManifest | null {
  if (!kernelWanted()) return null;
  const manifest = readKernel();
  const overrides = findOverrides(siteDir);
  if (!manifest || overrides.size === 0) return manifest;
  // A kernel of an opdocs from before the graph was kept: the whole theme, as then.
  if (!manifest.client.graph) return null;
  const core = new Set(manifest.client.core);
  return [...changedBy(overrides, manifest.client.graph)].some((key) => core.has(key)) ? null : manifest;
}

/** The Node kernel a site's server bundle links to, and the modules it bundles from their sources instead. */
export interface ServerKernel { manifest: KernelManifest; fromSource: Set<string> }

/**
 * The Node kernel for a site's server bundle, or null when it must bundle the whole theme (as
 * kernelFor). A site that overrides theme components still links to it: only the modules that
 * import an overridden one, directly or through others, are bundled from their sources, where
 * the override takes the original's place. Every other module (React, the hooks and contexts,
 * the components the overrides leave alone) is the kernel's one copy: a module bundled from
 * source links to the kernel for all it imports besides those.
 */
export function serverKernelFor(siteDir: string): ServerKernel | null {
  if (!kernelWanted()) return null;
  const manifest = readKernel();
  if (!manifest) return null;
  const overrides = findOverrides(siteDir);
  if (overrides.size === 0) return { manifest, fromSource: new Set() };
  // A kernel of an opdocs from before the graph was kept: the whole theme, as then.
  if (!manifest.server.graph) return null;
  return { manifest, fromSource: changedBy(overrides, manifest.server.graph) };
}

/**
 * How the server bundle links to the kernel: a module bundled from source for an override
 * (`fromSource`) is not taken from the table, and a module the kernel lacks is bundled from
 * its source too (one copy of it, then).
 */
export function serverLinks({ manifest, fromSource }: ServerKernel): KernelLinks {
  const inKernel = new Set(manifest.server.tabled);
  return {
    table: pathToFileURL(join(KERNEL_DIR, 'server', manifest.server.entry)).href,
    tabled: new Set(manifest.server.tabled.filter((key) => !fromSource.has(key))),
    exports: manifest.exports,
    bundles: (key) => fromSource.has(key) || !inKernel.has(key),
  };
}
