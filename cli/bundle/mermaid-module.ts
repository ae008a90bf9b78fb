/**
 * `opdocs:mermaid`, which the theme's Mermaid diagram imports: a loader of the mermaid package
 * the site installed (as @docusaurus/theme-mermaid brings it), a chunk of its own that only pages
 * with a diagram load. Null on the server, which draws no diagrams, and where the site has no
 * such package (the diagrams then stay as their source).
 */
import type { Plugin } from 'esbuild';

const NONE = { contents: 'export default null;', loader: 'js' as const };

export function mermaidModule(siteDir: string): Plugin {
  return {
    name: 'opdocs:mermaid',
    setup(build) {
      build.onResolve({ filter: /^opdocs:mermaid$/ }, () => ({ path: 'mermaid', namespace: 'opdocs-mermaid' }));
      build.onLoad({ filter: /.*/, namespace: 'opdocs-mermaid' }, async () => {
        if (build.initialOptions.platform === 'node') return NONE;
        const hit = await build.resolve('mermaid', { kind: 'dynamic-import', resolveDir: siteDir });
        if (hit.errors.length) return NONE;
        return { contents: `export default () => import(${JSON.stringify(hit.path)});`, loader: 'js', resolveDir: siteDir };
      });
    },
  };
}
