/**
 * Builds the kernel (see kernel-files.ts) into dist/kernel/: run by cli/build-cli.mjs when opdocs
 * itself is built, never by a site's build.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { asciiOnly } from './ascii-only.js';

export { asciiOnly } from './ascii-only.js';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { browserDefines, commonOptions, virtualModule } from './esbuild-common.js';
import { reactEsm } from './react-esm.js';
import { stringRenderer, stringRendererFile } from './string-renderer.js';
import { mermaidModule } from './mermaid-module.js';
import { cssModules } from './css-modules.js';
import { KERNEL_DIR, KERNEL_MANIFEST, KERNEL_REACT, KERNEL_STRING_RENDERER, kernelSourceFiles, kernelSourceHash, kernelSourceStamp, type KernelManifest } from './kernel-files.js';
import { OPDOCS_ROOT, RUNTIME_DIR, THEME_DIR, THEME_PAGES } from './paths.js';
import { kernelLinks } from './kernel-plugin.js';

const fromOpdocs = createRequire(join(OPDOCS_ROOT, 'package.json'));

const ENTRY = 'opdocs:kernel-entry';
const FACE = 'opdocs-kernel-face:';

/** `opdocs-kernel-face:react#defaults` → the module react-esm.ts makes for that name. */
const reactFaces: Plugin = {
  name: 'opdocs:kernel-faces',
  setup(build) {
    build.onResolve({ filter: /^opdocs-kernel-face:/ }, (args) => ({ path: args.path.slice(FACE.length), namespace: 'opdocs-react-esm' }));
  },
};

/** The kernel's entry: `modules`, the table of `keys`, and what each platform starts from. */
function entrySource(platform: 'browser' | 'node', keys: string[]): string {
  return [
    ...keys.map((key, i) => `import * as m${i} from ${specifier(key)};`),
    'export const modules = {',
    ...keys.map((key, i) => `  ${JSON.stringify(key)}: m${i},`),
    '};',
    ...(platform === 'node'
      ? [`export { createRenderer, renderHeadScripts } from ${JSON.stringify(join(RUNTIME_DIR, 'ssr', 'create-renderer.ts'))};`]
      : [
        `import ${JSON.stringify(join(THEME_DIR, 'styles', 'index.css'))};`,
        `export { startClient } from ${JSON.stringify(join(RUNTIME_DIR, 'hydrate.tsx'))};`,
        `export { App } from ${JSON.stringify(join(THEME_DIR, 'App.tsx'))};`,
      ]),
  ].join('\n');
}

/** What the Node kernel exports (see entrySource). */
const NODE_EXPORTS = ['modules', 'createRenderer', 'renderHeadScripts'];

/** The ES module sites' server bundles import: it runs kernel.cjs through the code cache. */
async function writeServerModule(serverDir: string): Promise<void> {
  const script = join(serverDir, 'kernel.cjs');
  const code = asciiOnly(await readFile(script, 'utf8'));
  await writeFile(script, code);
  const id = createHash('sha256').update(code).digest('base64url').slice(0, 16);
  const runner = relative(serverDir, join(OPDOCS_ROOT, 'dist', 'compiled-script.js')).split('\\').join('/');
  await writeFile(join(serverDir, 'kernel.js'), [
    `import { runCompiled } from ${JSON.stringify(runner)};`,
    "import { fileURLToPath } from 'node:url';",
    `const kernel = runCompiled(fileURLToPath(new URL('./kernel.cjs', import.meta.url)), { id: ${JSON.stringify(id)}, name: 'kernel' });`,
    `export const { ${NODE_EXPORTS.join(', ')} } = kernel;`,
    '',
  ].join('\n'));
}

// React's faces (react-esm.ts) for react and its JSX runtime; react-dom as it is.
const specifier = (key: string) => JSON.stringify(key === KERNEL_STRING_RENDERER ? stringRendererFile('production')
  : KERNEL_REACT.includes(key) ? (key.startsWith('react-dom') ? key : FACE + key) : join(OPDOCS_ROOT, key));

const basePlugins = () => [reactFaces, reactEsm(), mermaidModule(OPDOCS_ROOT), cssModules(OPDOCS_ROOT)];
const PRODUCTION = { ...commonOptions(), define: { 'process.env.NODE_ENV': '"production"' }, absWorkingDir: OPDOCS_ROOT, format: 'esm' as const, metafile: true as const };
const BROWSER = { ...PRODUCTION, define: browserDefines('production') };
const NODE = { ...PRODUCTION, loader: { ...PRODUCTION.loader, '.css': 'empty' as const } };
const keyOf = (input: string) => input.split('\\').join('/');

/**
 * The theme and runtime modules the browser's first load has anyway (the runtime, App and the
 * page kinds, with everything they import): the browser kernel holds these, and a site's bundle
 * takes any other theme module it imports from its source.
 */
async function browserCore(): Promise<string[]> {
  const files = [join(RUNTIME_DIR, 'hydrate.tsx'), join(THEME_DIR, 'App.tsx'), ...Object.values(THEME_PAGES).map((file) => join(THEME_DIR, 'pages', file))];
  const source = files.map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`).join('\n');
  const result = await build({ ...BROWSER, entryPoints: { core: ENTRY }, plugins: [virtualModule(ENTRY, () => source, OPDOCS_ROOT), ...basePlugins()], outdir: join(KERNEL_DIR, 'core'), platform: 'browser', write: false });
  const inputs = Object.keys(Object.values(result.metafile.outputs).find((o) => o.entryPoint)!.inputs).map(keyOf);
  return inputs.filter((key) => /^(theme|runtime)\//.test(key) && /\.[jt]sx?$/.test(key)).sort();
}

/** The theme's and runtime's scripts among a build's inputs, by key, each with those it imports. */
function themeGraph(metafile: Metafile): Record<string, string[]> {
  const graph: Record<string, string[]> = {};
  const isTheme = (key: string) => /^(theme|runtime)\//.test(key) && /\.[cm]?[jt]sx?$/.test(key);
  for (const [input, info] of Object.entries(metafile.inputs)) {
    const key = keyOf(input);
    if (isTheme(key)) graph[key] = [...new Set(info.imports.map((imp) => keyOf(imp.path)).filter(isTheme))].sort();
  }
  return graph;
}

/**
 * Every theme and runtime module of the Node kernel, each in its table: a site that overrides
 * a theme component bundles from source only the modules that import it (directly or not), and
 * those link to the table for everything else, so each module the server runs is one copy.
 */
async function serverModules(publicKeys: string[]): Promise<string[]> {
  const result = await build({
    ...NODE, entryPoints: { kernel: ENTRY }, outdir: join(KERNEL_DIR, 'server-modules'), platform: 'node', format: 'cjs', write: false,
    plugins: [virtualModule(ENTRY, () => entrySource('node', publicKeys), OPDOCS_ROOT), ...basePlugins(), stringRenderer('production', [ENTRY])],
  });
  return [...new Set([...publicKeys, ...Object.keys(themeGraph(result.metafile))])].sort();
}

/**
 * Export names of each key: esbuild lists them per entry point, so every key is one; react-dom is
 * CommonJS, whose names only its exports object tells.
 */
async function exportNamesOf(keys: string[], platform: 'browser' | 'node' = 'browser'): Promise<Record<string, string[]>> {
  const names: Record<string, string[]> = {};
  const esm = keys.filter((key) => !key.startsWith('react-dom'));
  for (const key of keys.filter((k) => k.startsWith('react-dom'))) names[key] = ['default', ...Object.keys(fromOpdocs(JSON.parse(specifier(key)) as string) as object)];
  const result = await build({
    ...(platform === 'browser' ? BROWSER : NODE), entryPoints: Object.fromEntries(esm.map((key, i) => [`e${i}`, `opdocs-kernel-key:${i}`])), outdir: join(KERNEL_DIR, 'names'),
    platform, splitting: true, write: false,
    plugins: [{
      name: 'opdocs:kernel-keys',
      setup(b) {
        b.onResolve({ filter: /^opdocs-kernel-key:/ }, (args) => b.resolve(JSON.parse(specifier(esm[Number(args.path.split(':')[1])])), { kind: 'import-statement', resolveDir: OPDOCS_ROOT }));
      },
    }, ...basePlugins()],
  });
  for (const [out, info] of Object.entries(result.metafile.outputs)) {
    const entry = /(?:^|\/)e(\d+)\.js$/.exec(out);
    if (entry && info.entryPoint) names[esm[Number(entry[1])]] = info.exports;
  }
  return names;
}

/** Builds both kernels and writes the manifest; returns it. */
export async function buildKernel(): Promise<KernelManifest> {
  await rm(KERNEL_DIR, { recursive: true, force: true });
  const clientDir = join(KERNEL_DIR, 'client');
  const serverDir = join(KERNEL_DIR, 'server');
  await mkdir(KERNEL_DIR, { recursive: true });
  const publicKeys = [...kernelSourceFiles(), ...KERNEL_REACT];
  // Server rendering never hydrates: React's browser renderer (450 KB, which Node compiled in
  // every build) stays out of the Node kernel. Site code that imports react-dom/client bundles
  // its own copy on the server, which renders nothing with it. The Algolia client likewise: the
  // server never searches, and loading it made Node load the Algolia lite client and its HTTP
  // requester in every build (15 ms of a slow machine's cold TyKO build); the theme's search
  // box still imports it on demand.
  const BROWSER_ONLY = ['react-dom/client', 'runtime/hydrate.tsx', 'runtime/islands/hydrate-islands.ts', 'runtime/search/algolia-client.ts'];
  const serverOnly = (key: string) => !BROWSER_ONLY.includes(key);
  // Filtered again: the graph adds what other modules import (the search box imports the Algolia
  // client on demand, so the kernel keeps it, loaded only when asked for).
  const serverKeys = (await serverModules([...publicKeys.filter(serverOnly), KERNEL_STRING_RENDERER])).filter(serverOnly);
  const core = await browserCore();
  const extras = kernelSourceFiles().filter((key) => !core.includes(key));
  const names = await exportNamesOf([...new Set([...core, ...publicKeys])]);
  const unnamed = serverKeys.filter((key) => !(key in names));
  Object.assign(names, unnamed.length ? await exportNamesOf(unnamed, 'node') : {});
  // One CommonJS script, which the module below runs with V8's code cache (compiled-script.ts):
  // compiling it was most of the 50 ms a small build spent on the kernel.
  const server = build({
    ...NODE, entryPoints: { kernel: ENTRY }, outdir: serverDir, outExtension: { '.js': '.cjs' }, platform: 'node', format: 'cjs',
    minifyWhitespace: true, minifySyntax: true,
    plugins: [virtualModule(ENTRY, () => entrySource('node', serverKeys), OPDOCS_ROOT), ...basePlugins(), stringRenderer('production', [ENTRY])],
  }).then(async (result) => {
    await writeServerModule(serverDir);
    return themeGraph(result.metafile);
  });
  // The browser's table holds what a site may import and what the modules outside the kernel
  // import (a site's bundle takes those from their sources), no more: each module in the table
  // keeps all its exports, which the first load would otherwise drop.
  const linked = new Set(KERNEL_REACT);
  for (const key of core) if (publicKeys.includes(key)) linked.add(key);
  await build({
    ...BROWSER, entryPoints: extras.map((key) => join(OPDOCS_ROOT, key)), outdir: clientDir, platform: 'browser', splitting: true, write: false,
    plugins: [kernelLinks({ table: './opdocs-kernel-table.js', tabled: new Set([...core, ...KERNEL_REACT]), exports: names, bundles: () => true, onUse: (key) => linked.add(key) }), ...basePlugins()],
  });
  const client = await build({
    ...BROWSER, entryPoints: { 'opdocs-kernel': ENTRY }, outdir: clientDir, platform: 'browser', minify: true,
    splitting: true, entryNames: '[name]-[hash]', chunkNames: 'opdocs-kernel-chunk-[hash]',
    plugins: [virtualModule(ENTRY, () => entrySource('browser', [...linked].sort()), OPDOCS_ROOT), ...basePlugins()],
  });
  const name = (out: string) => relative(clientDir, join(OPDOCS_ROOT, out)).split('\\').join('/');
  const [entryOut, entryInfo] = Object.entries(client.metafile.outputs).find(([out, info]) => info.entryPoint && out.endsWith('.js'))!;
  const imports = (entryInfo.imports ?? []).filter((imp) => imp.kind === 'import-statement').map((imp) => name(imp.path));
  const graph = await server;
  const manifest: KernelManifest = {
    sources: kernelSourceHash(),
    stamp: kernelSourceStamp(),
    client: {
      entry: name(entryOut), imports, tabled: [...linked].sort(), css: name(entryInfo.cssBundle!),
      files: Object.keys(client.metafile.outputs).map(name), core, graph: themeGraph(client.metafile),
    },
    server: { entry: 'kernel.js', tabled: serverKeys, graph },
    exports: names,
  };
  await writeFile(KERNEL_MANIFEST, JSON.stringify(manifest, null, 1));
  return manifest;
}
