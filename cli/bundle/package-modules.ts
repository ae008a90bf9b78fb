/**
 * Resolves the package modules MDX files name (module-files.ts PACKAGE_MODULE) as esbuild
 * resolves an `import` of that package from the MDX file's folder, so the component a page
 * uses and the package the site's own code imports are one module in each bundle.
 */
import type { Plugin } from 'esbuild';
import { splitPackageModule } from '../pipeline/parse/mdx/module-files.js';
import { asResult } from './package-fallbacks.js';

export function packageModules(): Plugin {
  return {
    name: 'opdocs:package-modules',
    setup(build) {
      build.onResolve({ filter: /^opdocs-package:/ }, async (args) => {
        const { dir, spec } = splitPackageModule(args.path)!;
        const hit = await build.resolve(spec, { kind: 'import-statement', resolveDir: dir });
        return hit.errors.length ? { errors: hit.errors } : asResult(hit);
      });
    },
  };
}
