/**
 * Package imports that webpack (Docusaurus' bundler) resolves and esbuild does not, tried only
 * after esbuild's own resolution fails:
 * - a subpath without its extension through an `exports` wildcard
 *   (`three/examples/jsm/controls/OrbitControls`, where three maps `./examples/jsm/*` as is);
 * - `require()` of a package that exports for `import` only (mathbox, required by the
 *   CommonJS build of mathbox-react).
 * A package that is truly missing keeps esbuild's own error.
 */
import type { Plugin, ResolveOptions, ResolveResult } from 'esbuild';
import { packageName } from '../pipeline/parse/mdx/module-files.js';

const RETRY = 'opdocsPackageFallback';
const EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx'];

/** A bare specifier with a path after the package name (`pkg/sub`, `@scope/pkg/sub`). */
const hasSubpath = (spec: string) => packageName(spec) !== spec;

/** What an onResolve callback returns for a module `build.resolve` found. */
export const asResult = (hit: ResolveResult) => ({
  path: hit.path, namespace: hit.namespace, external: hit.external, sideEffects: hit.sideEffects, suffix: hit.suffix || undefined,
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** esbuild's message for an import it cannot resolve; the specifier is group 1. */
export const UNRESOLVED = /^Could not resolve "([^"]+)"/;

/** A package name, maybe with a subpath: not a relative (`./x`, `../x`) or absolute path, nor a URL. */
const isBareSpecifier = (s: string) => !s.startsWith('.') && /^(@[\w.-]+\/)?[\w.-]+(\/|$)/.test(s) && !s.includes(':');

/** The bare package specifiers a failed build could not resolve (`Could not resolve "three/…"`). */
export function unresolvedPackages(err: unknown): string[] {
  const errors = (err as { errors?: { text?: string }[] } | null)?.errors ?? [];
  const specs = errors.map((e) => UNRESOLVED.exec(e.text ?? '')?.[1]).filter((s): s is string => !!s && isBareSpecifier(s));
  return [...new Set(specs)];
}

/**
 * Resolves `specifiers` (what a first build could not) with the fallbacks above. List it last;
 * it is only added to a second build, so a build that resolves everything never pays for it.
 */
export function packageFallbacks(specifiers: string[]): Plugin {
  return {
    name: 'opdocs:package-fallbacks',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${specifiers.map(escape).join('|')})$`) }, async (args) => {
        if ((args.pluginData as Record<string, unknown> | undefined)?.[RETRY]) return undefined;
        const options = (kind: ResolveOptions['kind']): ResolveOptions => ({
          kind, resolveDir: args.resolveDir, importer: args.importer, namespace: args.namespace, pluginData: { [RETRY]: true },
        });
        const tries: [string, ResolveOptions['kind']][] = [
          [args.path, args.kind],
          ...(hasSubpath(args.path) ? EXTENSIONS.map((ext): [string, ResolveOptions['kind']] => [args.path + ext, args.kind]) : []),
          ...(args.kind === 'require-call' ? [[args.path, 'import-statement'] as [string, ResolveOptions['kind']]] : []),
        ];
        let first: ResolveResult | undefined;
        for (const [path, kind] of tries) {
          const hit = await build.resolve(path, options(kind));
          if (hit.errors.length === 0) return asResult(hit);
          first ??= hit;
        }
        // esbuild's own failure, passed on without its note ("mark the path as external"): a
        // message from this plugin would otherwise show that note as what to do (user-errors.ts).
        return { errors: first!.errors.map(({ text, location }) => ({ text, location })) };
      });
    },
  };
}
