/**
 * `opdocs:katex-css`, which a Markdown file that a React page imports asks for when it holds a
 * typeset formula (mdx-module-source.ts): KaTeX's stylesheet, WOFF2 fonts only, bundled into
 * that page's own CSS with its fonts, so the formula draws even on a site whose pages have none
 * (those link the build's copy, features/math-styles.ts). Nothing on the server.
 */
import type { PluginBuild } from 'esbuild';
import { katexCss, katexDist } from '../pipeline/features/math-styles.js';

export const KATEX_CSS = 'opdocs:katex-css';

/** Lets `build` (a bundle with the mdx-modules plugin) load `opdocs:katex-css`. */
export function addKatexStyles(build: PluginBuild): void {
  build.onResolve({ filter: /^opdocs:katex-css$/ }, () => ({ path: KATEX_CSS, namespace: 'opdocs-katex' }));
  build.onLoad({ filter: /.*/, namespace: 'opdocs-katex' }, () => {
    if (build.initialOptions.platform === 'node') return { contents: '', loader: 'empty' };
    const dist = katexDist();
    return { contents: katexCss(dist), loader: 'css', resolveDir: dist };
  });
}
