/**
 * The server-rendering bundle: App, every page component and the site's React pages in one
 * Node ES module, loaded once per build to render every route to HTML.
 */
import { jsxTextCompat } from './jsx-text.js';
import { oneReact } from './one-react.js';
import { reactEsm } from './react-esm.js';
import { join } from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { RouteData, SiteData } from '../../runtime/types.js';
import { buildUnlessAborted, commonOptions, reactMode, virtualModule } from './esbuild-common.js';
import { stringRenderer } from './string-renderer.js';
import type { BundleSite } from './bundle-client.js';
import { toUserErrors } from './user-errors.js';
import { mdxModules } from './mdx-modules.js';
import { sassFiles } from './sass-files.js';
import { cssModules } from './css-modules.js';
import { packageModules } from './package-modules.js';
import { mermaidModule } from './mermaid-module.js';
import { svgComponents } from './svg-components.js';
import { contentOverrides, themeOverrides } from './theme-overrides.js';
import { importedComponents, splitImportName } from '../render/content-imports.js';
import { importedFile } from '../pipeline/parse/content-component.js';
import { docusaurusModules } from './docusaurus-modules.js';
import { RUNTIME_DIR, THEME_DIR, OPDOCS_ROOT } from './paths.js';

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

function bodyComponentsSource(body: BodyComponentSources): string[] {
  return [
    `import { CONTENT_COMPONENTS, INTERACTIVE_COMPONENTS } from ${JSON.stringify(join(THEME_DIR, 'Content', 'content-components.ts'))};`,
    `import { renderRouteBodies } from ${JSON.stringify(join(THEME_DIR, 'Content', 'render-bodies.ts'))};`,
    ...body.imports.map((name, i) => `import * as C${i} from ${JSON.stringify(importedFile(splitImportName(name).file, body.siteDir))};`),
    // A name with dots is a path into the module: `default.Name` is a global MDX component.
    'const imported = (mod, file, name) => {',
    '  const component = name.split(".").reduce((value, key) => (value == null ? value : value[key]), mod);',
    // Components, and values passed as props (a style object, an icon definition).
    '  if (component !== undefined) return component;',
    '  const what = name.startsWith("default.") ? `no component "${name.slice(8)}" in the object it exports` : `no export "${name}" that is a React component`;',
    '  return () => { throw new Error(`${file} has ${what}; export it, or fix the import in the MDX file`); };',
    '};',
    'const bodyComponents = {',
    '  components: { ...CONTENT_COMPONENTS,',
    ...body.imports.map((name, i) => {
      const { file, exportName } = splitImportName(name);
      return `    ${JSON.stringify(name)}: imported(C${i}, ${JSON.stringify(file)}, ${JSON.stringify(exportName)}),`;
    }),
    '  },',
    `  interactive: new Set([...INTERACTIVE_COMPONENTS, ...${JSON.stringify([...body.overrides, ...body.imports])}]),`,
    '};',
  ];
}

function serverEntrySource(pages: Map<string, string>, body: BodyComponentSources): string {
  const entries = [...pages];
  return [
    ...bodyComponentsSource(body),
    `import { createElement } from 'react';`,
    `import { renderToString } from 'react-dom/server';`,
    `import { App } from ${JSON.stringify(join(THEME_DIR, 'App.tsx'))};`,
    `import { createRouteStore } from ${JSON.stringify(join(RUNTIME_DIR, 'route-store.ts'))};`,
    `import { OpdocsProviders } from ${JSON.stringify(join(RUNTIME_DIR, 'context.tsx'))};`,
    // The client renders <OpdocsProviders><App/><HydratedFlag/></OpdocsProviders>; the server
    // must render the same shape (two children) so React's useId values match on hydration.
    'const Nothing = () => null;',
    `export { renderHeadScripts } from ${JSON.stringify(join(THEME_DIR, 'head-scripts.ts'))};`,
    ...entries.map(([, file], i) => `import * as P${i} from ${JSON.stringify(file)};`),
    'const pages = {',
    ...entries.map(([key], i) => `  ${JSON.stringify(key)}: P${i},`),
    '};',
    'export const reactMeta = {};',
    'for (const [key, mod] of Object.entries(pages)) if (key.startsWith("react:")) reactMeta[key] = { title: mod.title, description: mod.description };',
    'const storeOf = (route, deps, Page) => {',
    '  const url = new URL(route.path, "http://localhost");',
    '  return createRouteStore({ route, location: { pathname: url.pathname, search: "", hash: "" }, Page, deps });',
    '};',
    'export function render(site, route, deps) {',
    '  const mod = pages[route.page];',
    '  if (!mod || !mod.default) throw new Error(`The page component for "${route.page}" does not default-export a React component.`);',
    '  const store = storeOf(route, deps, mod.default);',
    '  return renderToString(createElement(OpdocsProviders, { site, store }, createElement(App, { site, store }), createElement(Nothing)));',
    '}',
    // Components inside bodies get the providers pages have, so their hooks (useBaseUrl, Link) work.
    'export function renderBodies(site, route, deps) {',
    '  const store = storeOf(route, deps, Nothing);',
    '  return renderRouteBodies(route, deps, bodyComponents, (element) => createElement(OpdocsProviders, { site, store }, element));',
    '}',
  ].join('\n');
}

/** Builds and imports the server bundle; call dispose() when rendering is over. */
export async function bundleServer(opts: {
  cacheDir: string; pages: Map<string, string>; baseUrl: string; site: BundleSite;
  /** Content components page bodies use (marker names, see collectBodyComponents). */
  components?: string[];
  /** Stops esbuild (the build failed elsewhere, or these bundles were replaced). */
  signal?: AbortSignal;
}): Promise<LoadedServerBundle> {
  const outDir = join(opts.cacheDir, `ssr-${process.pid}-${Date.now()}`);
  await mkdir(outDir, { recursive: true });
  try {
    await buildUnlessAborted({
      ...commonOptions(),
      entryPoints: { server: 'opdocs:server-entry' },
      plugins: [
        virtualModule('opdocs:server-entry', () => serverEntrySource(opts.pages, { imports: importedComponents(opts.components ?? []), overrides: contentOverrides(opts.site.siteDir), siteDir: opts.site.siteDir }), OPDOCS_ROOT),
        stringRenderer(reactMode(), ['opdocs:server-entry']), reactEsm(), oneReact(opts.site.siteDir), docusaurusModules(opts.site.siteDir),
        mdxModules({ siteDir: opts.site.siteDir, baseUrl: opts.baseUrl, format: opts.site.markdownFormat ?? 'mdx', math: opts.site.math, mdx1Text: opts.site.mdx1Text, codeModules: opts.site.codeModules }), svgComponents(opts.site.siteDir), themeOverrides(opts.site.siteDir), jsxTextCompat(opts.site.siteDir),
        packageModules(), mermaidModule(opts.site.siteDir), cssModules(opts.site.siteDir), sassFiles(opts.site.siteDir),
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
      banner: { js: "import { createRequire as __opdocsCreateRequire } from 'module'; const require = __opdocsCreateRequire(import.meta.url);" },
      write: true,
    }, opts.signal);
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw toUserErrors(err, 'server bundle', { siteDir: opts.site.siteDir });
  }
  const file = join(outDir, 'server.js');
  const dispose = () => rm(outDir, { recursive: true, force: true });
  try {
    const mod = (await import(pathToFileURL(file).href)) as ServerBundle;
    return { render: mod.render, renderHeadScripts: mod.renderHeadScripts, reactMeta: mod.reactMeta, renderBodies: mod.renderBodies, file, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}
