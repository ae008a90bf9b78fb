/**
 * The server-rendering bundle: App, every page component and the site's React pages in one
 * Node ES module, loaded once per build to render every route to HTML.
 */
import { jsxTextCompat } from './jsx-text.js';
import { oneReact } from './one-react.js';
import { reactEsm } from './react-esm.js';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { mkdir, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { RouteData, SiteData } from '../../runtime/types.js';
import { buildUnlessAborted, commonOptions, NODE_REQUIRE_BANNER, reactMode, virtualModule } from './esbuild-common.js';
import { stringRenderer } from './string-renderer.js';
import type { BundleSite } from './bundle-client.js';
import { toUserErrors } from './user-errors.js';
import { mdxModules } from './mdx-modules.js';
import { sassFiles } from './sass-files.js';
import { cssModules } from './css-modules.js';
import { rawTextImports } from './raw-text-imports.js';
import { yamlFileImports } from './yaml-file-imports.js';
import { siteRootImports } from './site-root-imports.js';
import { fbContentFace } from '../pipeline/routes/fb-content-face.js';
import { siteCodeThrew } from './module-throw.js';
import { packageModules } from './package-modules.js';
import { mermaidModule } from './mermaid-module.js';
import { svgComponents } from './svg-components.js';
import { requiredAssets } from './required-assets.js';
import { contentOverrides, themeOverrides } from './theme-overrides.js';
import { importedComponents, splitImportName } from '../render/content-imports.js';
import { isKernelMiss, kernelLinks, serverKernelFor, serverLinks, type ServerKernel } from './kernel-plugin.js';
import { kernelKey } from './kernel-files.js';
import { importedFile } from '../pipeline/parse/content-component.js';
import { builtLabelsOf } from '../pipeline/parse/built-labels.js';
import { docusaurusModules } from './docusaurus-modules.js';
import { RUNTIME_DIR, OPDOCS_ROOT, isOpdocsSource } from './paths.js';
import { importModule } from '../import-module.js';

/** What the server bundle exports. */
export interface ServerBundle {
  render(site: SiteData, route: RouteData, deps: Record<string, unknown>): string;
  renderHeadScripts(site: SiteData): string;
  reactMeta: Record<string, { title?: string; description?: string }>;
  /** The route with the content components of its bodies rendered (the same object when it has none). */
  renderBodies(site: SiteData, route: RouteData, deps: Record<string, unknown>): RouteData;
}

/** The loaded bundle, plus its file (render workers import it too) and its removal. */
export interface LoadedServerBundle extends ServerBundle {
  file: string;
  dispose(): Promise<void>;
}

/** What page bodies use besides the theme: imported site components and overridden content components. */
export interface BodyComponentSources {
  /** Marker names `import:<file>#<export>`. */
  imports: string[];
  /** Content override points the site overrides (they hydrate as islands). */
  overrides: string[];
  /** The site folder, which `@site/` in an imported component's name stands for. */
  siteDir: string;
}

/** Where the entry takes the theme from: the kernel (its file URL and table), or the sources. */
type ThemeSource = { kernel: string; tabled: Set<string> } | null;

const RENDERER = join(RUNTIME_DIR, 'ssr', 'create-renderer.ts');

/** The module that sets the locale's translations, imported before the site's modules run. */
const TRANSLATIONS_MODULE = 'opdocs:translations';

function translationsSource(translations: Map<string, string> | undefined): string {
  const setter = JSON.stringify(join(RUNTIME_DIR, 'translations.ts'));
  // Parsed from a JSON string, not written as an object literal: in a literal, a site's
  // `"__proto__": "…"` entry would be taken as the object's prototype and lost.
  const json = JSON.stringify(Object.fromEntries(translations ?? []));
  return `import { setCurrentTranslations } from ${setter};\nsetCurrentTranslations(JSON.parse(${JSON.stringify(json)}));`;
}

function serverEntrySource(pages: Map<string, string>, body: BodyComponentSources, theme: ThemeSource, translated: boolean): string {
  const entries = [...pages];
  const fromKernel = (file: string) => theme !== null && isOpdocsSource(file) && theme.tabled.has(kernelKey(file));
  // The kernel's renderer draws the kernel's App: where an override changes App, the renderer comes from source with it.
  const renderer = theme && fromKernel(RENDERER) ? theme.kernel : RENDERER;
  return [
    // First: `translate()` called as a site module loads finds the locale's messages.
    ...(translated ? [`import ${JSON.stringify(TRANSLATIONS_MODULE)};`] : []),
    `import { createRenderer } from ${JSON.stringify(renderer)};`,
    ...(theme ? [`import { modules } from ${JSON.stringify(theme.kernel)};`] : []),
    `export { renderHeadScripts } from ${JSON.stringify(renderer)};`,
    ...entries.map(([, file], i) => (fromKernel(file) ? `const P${i} = modules[${JSON.stringify(kernelKey(file))}];` : `import * as P${i} from ${JSON.stringify(file)};`)),
    ...body.imports.map((name, i) => `import * as C${i} from ${JSON.stringify(importedFile(splitImportName(name).file, body.siteDir))};`),
    'export const { render, renderBodies, reactMeta } = createRenderer({',
    `  pages: { ${entries.map(([key], i) => `${JSON.stringify(key)}: P${i}`).join(', ')} },`,
    `  imported: { ${body.imports.map((name, i) => {
      const { file, exportName } = splitImportName(name);
      return `${JSON.stringify(name)}: [C${i}, ${JSON.stringify(file)}, ${JSON.stringify(exportName)}]`;
    }).join(', ')} },`,
    `  overrides: ${JSON.stringify(body.overrides)},`,
    '});',
  ].join('\n');
}

export interface ServerBundleOptions {
  cacheDir: string; pages: Map<string, string>; baseUrl: string; site: BundleSite;
  /** Content components page bodies use (marker names, see collectBodyComponents). */
  components?: string[];
  /** Stops esbuild (the build failed elsewhere, or these bundles were replaced). */
  signal?: AbortSignal;
}

/** Writes `outDir`/server.js: the site's code (and the modules its overrides change) linked to the kernel, or with the whole theme. */
async function buildServer(opts: ServerBundleOptions, outDir: string, kernel: ServerKernel | null) {
  const links = kernel ? serverLinks(kernel) : null;
  const body = { imports: importedComponents(opts.components ?? []), overrides: contentOverrides(opts.site.siteDir), siteDir: opts.site.siteDir };
  await buildUnlessAborted({
    ...commonOptions(opts.site.siteDir),
    entryPoints: { server: 'opdocs:server-entry' },
    plugins: [
      ...(links ? [kernelLinks(links)] : []),
      virtualModule('opdocs:server-entry', () => serverEntrySource(opts.pages, body, links && { kernel: links.table, tabled: links.tabled }, Boolean(opts.site.translations?.size)), OPDOCS_ROOT),
      virtualModule(TRANSLATIONS_MODULE, () => translationsSource(opts.site.translations), OPDOCS_ROOT),
      stringRenderer(reactMode(), ['opdocs:server-entry']), reactEsm(), oneReact(opts.site.siteDir), rawTextImports(opts.site.siteDir), yamlFileImports(opts.site.siteDir), docusaurusModules(opts.site.siteDir, opts.site.siteConfig),
      mdxModules({ siteDir: opts.site.siteDir, baseUrl: opts.baseUrl, format: opts.site.markdownFormat ?? 'mdx', math: opts.site.math, mdx1Text: opts.site.mdx1Text, labels: builtLabelsOf(opts.site.translations), codeModules: opts.site.codeModules, markdownLinks: opts.site.markdownLinks, linkUses: opts.site.linkUses }), svgComponents(opts.site.siteDir), requiredAssets(opts.site.siteDir), themeOverrides(opts.site.siteDir), jsxTextCompat(opts.site.siteDir),
      fbContentFace(), packageModules(), mermaidModule(opts.site.siteDir), cssModules(opts.site.siteDir), sassFiles(opts.site.siteDir), siteRootImports(opts.site.siteDir, opts.site.staticDirs),
    ],
    outdir: outDir,
    publicPath: `${opts.baseUrl}assets`,
    format: 'esm',
    platform: 'node',
    // Lets a React page that throws while rendering be reported at its own file and line.
    sourcemap: 'inline',
    // Stack traces need the mappings only; the sources would double the file Node reads and decodes.
    sourcesContent: false,
    // CSS is bundled for the browser only; asset URLs match because names are content hashes.
    loader: { ...commonOptions().loader, '.css': 'empty' },
    // A package's ES build first, as webpack's server bundle (Docusaurus') and the browser's take
    // it: a UMD `main` (jsonc-parser) requires its own files through a wrapper's parameter,
    // which no bundler follows, so they would be looked for beside the bundle.
    mainFields: ['module', 'main'],
    banner: { js: NODE_REQUIRE_BANNER },
    write: true,
  }, opts.signal);
}

let serverBundles = 0;

/** Builds the server bundle into a folder of its own in `cacheDir`; returns its file. */
export async function buildServerBundle(opts: ServerBundleOptions): Promise<string> {
  const outDir = join(opts.cacheDir, `ssr-${process.pid}-${threadId}-${Date.now()}-${++serverBundles}`);
  await mkdir(outDir, { recursive: true });
  const kernel = serverKernelFor(opts.site.siteDir);
  try {
    await buildServer(opts, outDir, kernel).catch((err) => {
      // Site code that imports a theme module the kernel lacks: the whole theme it is, then.
      if (kernel && isKernelMiss(err)) return buildServer(opts, outDir, null);
      throw err;
    });
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw toUserErrors(err, 'server bundle', { siteDir: opts.site.siteDir });
  }
  return join(outDir, 'server.js');
}

/** Imports a built server bundle; its dispose() removes the bundle's folder. */
export async function loadServerBundle(file: string, siteDir?: string): Promise<LoadedServerBundle> {
  const dispose = () => rm(dirname(file), { recursive: true, force: true });
  try {
    const mod = await importModule<ServerBundle>(pathToFileURL(file).href);
    return { render: mod.render, renderHeadScripts: mod.renderHeadScripts, reactMeta: mod.reactMeta, renderBodies: mod.renderBodies, file, dispose };
  } catch (err) {
    // Located before the bundle, whose source map places the throw, is removed.
    const located = siteDir && siteCodeThrew(err, siteDir, file);
    await dispose();
    throw located || err;
  }
}

/** Builds and imports the server bundle; call dispose() when rendering is over. */
export async function bundleServer(opts: ServerBundleOptions): Promise<LoadedServerBundle> {
  return loadServerBundle(await buildServerBundle(opts), opts.site.siteDir);
}
