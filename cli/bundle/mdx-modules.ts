/**
 * Markdown and MDX files that a site's React code imports (`import Intro from './_intro.mdx'`),
 * as Docusaurus' bundler allows: each becomes a component rendering the file's HTML, made at
 * build time by the parser pages use (mdx-module-source.ts). Its images are bundled like any
 * other asset (hashed names); components in it render as part of the React page
 * (mdx-partial-module.ts). Its links to Markdown files lead to their pages once the content
 * has loaded. What only a page can hold (a DocCardList of the current sidebar) is a build
 * error at its line, with what to do.
 */
import { withAutomaticRuntime } from './jsx-text.js';
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MdxModuleOptions } from './mdx-module-source.js';
import { MDX_ESM_SUFFIX } from '../pipeline/parse/mdx/code-module.js';
import { SITE_NAMESPACE } from './site-namespace.js';
import { addKatexStyles } from './katex-styles.js';
import type { SiteMdxComponents } from '../pipeline/parse/mdx/mdx-scope.js';

export const MDX_MODULES_PLUGIN = 'opdocs:mdx-modules';

// The parser loads with the first such file: most sites' bundles (and the bundle thread) never need it.
const source = () => import('./mdx-module-source.js');

/** The esbuild plugin (both bundles); list it before the plugin that loads site files. */
export function mdxModules(opts: MdxModuleOptions & { codeModules?: Map<string, string> }): Plugin {
  return {
    name: MDX_MODULES_PLUGIN,
    setup(build) {
      const load = async (file: string) => {
        const out = await (await source()).compileMdxModule(file, opts);
        return out.contents === undefined ? { errors: out.errors } : { contents: out.contents, loader: 'js' as const, resolveDir: dirname(file) };
      };
      // Read once per bundle: the code of an MDX file may name the site's global components.
      let site: SiteMdxComponents | null | undefined;
      const esm = async (file: string) => {
        let contents = opts.codeModules?.get(file);
        if (contents === undefined) {
          const { findSiteMdxComponents, mdxEsmSource } = await source();
          site ??= findSiteMdxComponents(opts.siteDir);
          contents = await mdxEsmSource(readFileSync(file, 'utf8'), { site, math: opts.math, mdx1Text: opts.mdx1Text });
        }
        // Its JSX (exports, expressions) compiles as the site's own files do, whatever the tsconfig says.
        return { contents: withAutomaticRuntime(contents), loader: 'jsx' as const, resolveDir: dirname(file) };
      };
      addKatexStyles(build);
      build.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, (args) => (args.suffix === MDX_ESM_SUFFIX ? esm(args.path) : load(args.path)));
      build.onLoad({ filter: /\.mdx?(\?esm)?$/i, namespace: SITE_NAMESPACE }, (args) => (args.path.endsWith(MDX_ESM_SUFFIX)
        ? esm(join(opts.siteDir, args.path.slice(0, -MDX_ESM_SUFFIX.length)))
        : load(join(opts.siteDir, args.path))));
    },
  };
}
