/**
 * The browser bundle: one client entry (runtime + App + the theme's page kinds + theme CSS)
 * and one lazily imported chunk per site React page, code-split, minified, content-hashed
 * ES modules. With the kernel (kernel-files.ts), the entry imports the runtime, App and the
 * page kinds from it and bundles only the site's own code.
 *
 * Why the theme's page kinds are not split: all nine together add about 20 KB gzip to the
 * entry, while splitting them made esbuild cut the shared code into 12–19 files per page
 * (every distinct set of importers becomes a chunk). Fewer requests beat fewer bytes here:
 * on HTTP/1.1 and slow links each request costs a round trip before first paint.
 */
import { join } from 'node:path';
import { browserDefines, buildUnlessAborted, commonOptions, virtualModule } from './esbuild-common.js';
import { siteFiles, siteInputs, sitePages, siteModuleName, siteNamespace } from './site-namespace.js';
import { oneReact } from './one-react.js';
import { reactEsm } from './react-esm.js';
import { staticUrls } from './static-urls.js';
import { themeOverrides } from './theme-overrides.js';
import { islandLoaders } from './island-loaders.js';
import { docusaurusModules } from './docusaurus-modules.js';
import { toUserErrors } from './user-errors.js';
import { mdxModules } from './mdx-modules.js';
import { sassFiles } from './sass-files.js';
import { postcssStyles, setPluginPostcss } from './postcss-styles.js';
import { cssModules } from './css-modules.js';
import { packageModules } from './package-modules.js';
import { mermaidModule } from './mermaid-module.js';
import { svgComponents } from './svg-components.js';
import { requiredAssets } from './required-assets.js';
import { rawTextImports } from './raw-text-imports.js';
import { yamlFileImports } from './yaml-file-imports.js';
import { siteRootImports } from './site-root-imports.js';
import { fbContentFace } from '../pipeline/routes/fb-content-face.js';
import type { MarkdownLinkTable } from '../pipeline/check/markdown-links.js';
import type { MarkdownFormat } from '../pipeline/parse/mdx/format.js';
import { builtLabelsOf } from '../pipeline/parse/built-labels.js';
import { RUNTIME_DIR, THEME_DIR, THEME_PAGES, OPDOCS_ROOT } from './paths.js';
import { isKernelMiss, kernelFor, kernelLinks } from './kernel-plugin.js';
import { clientLinks } from './kernel-client.js';
import { cssTildeImports } from './css-tilde-imports.js';
import { readManifest, withKernel, type ClientManifest } from './client-manifest.js';
import { KERNEL_DIR, kernelKey, type KernelManifest } from './kernel-files.js';
import { writeBundleOutputs } from './write-outputs.js';

export type { ClientManifest } from './client-manifest.js';

/** Theme page kinds live in the entry; everything else (the site's React pages) is split. */
export function isSplitPage(key: string): boolean {
  return !Object.hasOwn(THEME_PAGES, key);
}

/** The site whose overrides, `@site` imports and custom CSS go into the bundles. */
export interface BundleSite {
  siteDir: string;
  /** Absolute paths of the site's customCss files, in cascade order. */
  customCss: string[];
  /** Absolute paths of the site's clientModules (scripts and CSS), in order. Default none. */
  clientModules?: string[];
  /** Absolute static folders, for `url(/…)` in the site's CSS. Default: none. */
  staticDirs?: string[];
  /** `markdown.format`, for Markdown files the site's React code imports. Default "mdx". */
  markdownFormat?: MarkdownFormat;
  /** markdown.math: `$…$` in Markdown that site code imports is TeX too. */
  math?: boolean;
  /** markdown.mdx1Compat.text, for Markdown that site code imports. */
  mdx1Text?: boolean;
  /**
   * PostCSS plugins (package names) a Docusaurus config built in place adds with a plugin's
   * `configurePostCss`, applied as a postcss.config.js listing them would be (config/plugin-postcss.ts).
   */
  postcssPlugins?: string[];
  /**
   * The locale's code.json messages (id → message): the texts parsing writes take theirs
   * (pipeline/parse/built-labels.ts) in Markdown that site code imports, and `translate()`
   * called as a module loads finds them.
   */
  translations?: Map<string, string>;
  /**
   * What `@generated/docusaurus.config` gives (generatedSiteConfig of the config this locale
   * builds with, so a locale's baseUrl is its own). Default: the config file read again.
   */
  siteConfig?: Record<string, unknown>;
  /** MDX file → its code module, as the pages' parse made it (known once the content is loaded). */
  codeModules?: Map<string, string>;
  /**
   * The table links to Markdown files resolve against in Markdown that site code imports,
   * once the content is loaded. Set by the thread that bundles (not posted to it: a function);
   * without it such a link is an error.
   */
  markdownLinks?: () => Promise<MarkdownLinkTable>;
  /** Filled while bundling: each Markdown-file link resolved (linkUseKey) → its route, to tell when a rebuild must bundle again. */
  linkUses?: Map<string, string>;
}

const isCss = (file: string) => /\.(?:css|s[ac]ss)$/i.test(file);

/**
 * The kernel the entry takes the runtime, App and the theme's pages from, and its CSS file,
 * bundled with the site's so that a page loads one stylesheet.
 */
type KernelTable = { table: string; css: string } | null;

function clientEntrySource(pages: Map<string, string>, site: BundleSite, components: string[], kernel: KernelTable): string {
  const { customCss, siteDir } = site;
  const clientModules = site.clientModules ?? [];
  const entries = [...pages];
  const themePage = (key: string, file: string, i: number) => (kernel ? `modules[${JSON.stringify(kernelKey(file))}]` : `page${i}`);
  const lines = [
    // First: the translations are set before the site's modules run (runtime/boot-translations.ts).
    ...(site.translations?.size ? [`import ${JSON.stringify(join(RUNTIME_DIR, 'boot-translations.ts'))};`] : []),
    ...islandLoaders(components, siteDir),
    ...(kernel ? [`import { modules, startClient, App } from ${JSON.stringify(kernel.table)};`, `import ${JSON.stringify(kernel.css)};`] : [
      `import { startClient } from ${JSON.stringify(join(RUNTIME_DIR, 'hydrate.tsx'))};`,
      `import { App } from ${JSON.stringify(join(THEME_DIR, 'App.tsx'))};`,
      `import ${JSON.stringify(join(THEME_DIR, 'styles', 'index.css'))};`,
    ]),
    // After the theme's CSS, so a site's rules and custom properties win at equal specificity.
    ...customCss.map((file) => `import ${JSON.stringify(file)};`),
    // After the site's CSS, as Docusaurus loads them; scripts run before the first render.
    ...clientModules.map((file, i) => {
      const name = JSON.stringify(siteModuleName(file, siteDir));
      return isCss(file) ? `import ${name};` : `import * as clientModule${i} from ${name};`;
    }),
    ...entries.map(([key, file], i) => (isSplitPage(key) || kernel ? '' : `import * as page${i} from ${JSON.stringify(file)};`)),
    'const pages = {',
    ...entries.map(([key, file], i) => `  ${JSON.stringify(key)}: ${isSplitPage(key)
      ? `() => import(${JSON.stringify(file)})` : `() => Promise.resolve(${themePage(key, file, i)})`},`),
    '};',
    `startClient({ App, pages, clientModules: [${clientModules.flatMap((file, i) => (isCss(file) ? [] : [`clientModule${i}`])).join(', ')}] });`,
  ];
  return lines.join('\n');
}

interface ClientBundleOptions {
  outDir: string; baseUrl: string; pages: Map<string, string>;
  /** The site: its files are named relative to it in the bundle; its overrides and CSS go in. */
  site: BundleSite;
  /** Packages left out of the bundle; only the size benchmark uses it (to weigh the code without React). */
  external?: string[];
  /** Content components page bodies use (marker names, see collectBodyComponents). */
  components?: string[];
  /** Stops esbuild (the build failed elsewhere, or these bundles were replaced). */
  signal?: AbortSignal;
  /** Told the site's files the bundle read (absolute paths): watch mode rebuilds it when one changes. */
  onInputs?: (files: string[]) => void;
}

/** Bundles the client into `<outDir>/assets`; returns what each page needs. */
export async function bundleClient(opts: ClientBundleOptions): Promise<ClientManifest> {
  // The size benchmark leaves React out, which the kernel holds.
  const kernel = opts.external ? null : kernelFor(opts.site.siteDir);
  try {
    if (kernel) {
      const result = await buildClient(opts, kernel).catch((err) => {
        // Site code that imports a theme module the kernel lacks: the whole theme it is, then.
        if (isKernelMiss(err)) return null;
        throw err;
      });
      if (result) return await withKernel(readManifest(result.metafile, opts), kernel, opts);
    }
    return readManifest((await buildClient(opts, null)).metafile, opts);
  } catch (err) {
    throw toUserErrors(err, 'browser bundle', { root: OPDOCS_ROOT, siteDir: opts.site.siteDir });
  }
}

async function buildClient(opts: ClientBundleOptions, kernel: KernelManifest | null) {
  setPluginPostcss(opts.site.siteDir, opts.site.postcssPlugins ?? []);
  const publicPath = `${opts.baseUrl}assets`;
  const links = kernel && clientLinks(kernel);
  const table = links && { table: links.table, css: join(KERNEL_DIR, 'client', kernel!.client.css) };
  const result = await buildUnlessAborted({
      ...commonOptions(opts.site.siteDir),
      entryPoints: { client: 'opdocs:client-entry' },
      plugins: [
        ...(links ? [kernelLinks(links)] : []),
        cssTildeImports(),
        virtualModule('opdocs:client-entry', () => clientEntrySource(sitePages(opts.pages, opts.site.siteDir), opts.site, opts.components ?? [], table), OPDOCS_ROOT),
        reactEsm(), oneReact(opts.site.siteDir), rawTextImports(opts.site.siteDir), yamlFileImports(opts.site.siteDir),
        staticUrls(opts.site.staticDirs ?? [], opts.baseUrl, opts.site.siteDir),
        mdxModules({ siteDir: opts.site.siteDir, baseUrl: opts.baseUrl, format: opts.site.markdownFormat ?? 'mdx', math: opts.site.math, mdx1Text: opts.site.mdx1Text, labels: builtLabelsOf(opts.site.translations), codeModules: opts.site.codeModules, markdownLinks: opts.site.markdownLinks, linkUses: opts.site.linkUses }),
        svgComponents(opts.site.siteDir), requiredAssets(opts.site.siteDir),
        fbContentFace(), packageModules(), mermaidModule(opts.site.siteDir), cssModules(opts.site.siteDir, siteNamespace(opts.site.siteDir)),
        siteFiles(opts.site.siteDir), siteRootImports(opts.site.siteDir, opts.site.staticDirs),
        docusaurusModules(opts.site.siteDir, opts.site.siteConfig),
        themeOverrides(opts.site.siteDir, (file) => siteModuleName(file, opts.site.siteDir)),
        sassFiles(opts.site.siteDir), postcssStyles(opts.site.siteDir),
      ],
      outdir: join(opts.outDir, 'assets'),
      publicPath,
      format: 'esm',
      platform: 'browser',
      define: browserDefines(),
      splitting: true,
      minify: true,
      metafile: true,
      // Paths (which esbuild's hashes include) are relative to opdocs' own folder, and the
      // site's files live in a namespace relative to the site, so names do not depend on
      // where either is on disk.
      absWorkingDir: OPDOCS_ROOT,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      external: opts.external,
      // Written by us, not by esbuild's process: see write-outputs.ts.
      write: false,
    }, opts.signal);
  await writeBundleOutputs(result.outputFiles, join(opts.outDir, 'assets'));
  opts.onInputs?.(siteInputs(Object.keys(result.metafile.inputs), opts.site.siteDir, OPDOCS_ROOT));
  return result;
}
