/**
 * Evaluates a Docusaurus repository's `docusaurus.config.{ts,mts,js,mjs,cjs}` the way Docusaurus
 * does (the module's export, or what its exported function resolves to). It is compiled with
 * esbuild to one ES module: its own local imports are bundled, and every package it imports
 * (`@docusaurus/*`, `prism-react-renderer`, plugins) is replaced by an inert stand-in, so the
 * repository needs no `npm install` first; an installed utility package runs for real
 * (real-packages.ts). Node's own modules (`path`, `node:path`) are the real
 * ones. `require`, `require.resolve`, `__dirname` and `__filename` behave as in CommonJS, relative
 * to the config file (a CommonJS helper it requires from a subfolder gets its own `__dirname`
 * and `__filename`), and so does a `require` made with `createRequire`: a package it cannot
 * find is a stand-in, and `require.resolve` gives its name. `dotenv` reads the site's `.env`, and
 * Meta's `fbContent()` gives its public-build value.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isBuiltin } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { OpdocsError } from '../errors.js';
import { commonJsEntry, entryColumn } from '../pipeline/routes/sidebars-file.js';
import { ownColumn, ownFolderNames } from '../pipeline/routes/commonjs-scope.js';
import { importModule } from '../import-module.js';
import { describeThrown, runSiteCode, SITE_CODE_TIMEOUT_HINT, SiteCodeExit, SiteCodeTimeout } from '../site-code.js';
import { findBundleThrowSite } from '../pipeline/routes/bundle-throw-site.js';
import { esbuild } from '../bundle/esbuild-api.js';
import { dotenvFace } from './dotenv-face.js';
import { fbContentFace } from '../pipeline/routes/fb-content-face.js';
import { STAND_IN, standInOf } from './json-values.js';
import { STAND_IN_MODULE, standInNotInstalled, standInText } from './stand-in-text.js';
import { standInExportError } from './stand-in-export.js';
import { DOCUSAURUS_CONFIG_NAMES } from '../config/docusaurus-names.js';
import { packageName } from '../pipeline/parse/mdx/module-files.js';
import { mayLoadReal, REAL_LOOKUP, realPackages } from './real-packages.js';

/** The bundle's name for its source map: never written, it only roots the map's relative paths. */
const MAPPED_NAME = 'opdocs-migrate-config.mjs';

/**
 * Builds the stand-in for a package: any property, call or construction gives another stand-in
 * of the same `module`. As text it is marked (stand-in-text.ts), so a value built from it is
 * never taken for one the config wrote.
 */
export function createStandIn(name: string, module = name): unknown {
  const target = function standIn() {};
  const get = (_t: unknown, key: string | symbol) => {
    if (key === STAND_IN) return name;
    if (key === STAND_IN_MODULE) return module;
    if (key === Symbol.toPrimitive || key === 'toString') return () => standInText(module, name);
    if (key === 'then' || key === '__esModule' || key === 'toJSON') return undefined;
    return createStandIn(`${name}.${String(key)}`, module);
  };
  // esbuild's CommonJS interop copies a module's own keys onto an object made from its
  // prototype: a prototype that answers every name keeps named imports working.
  const proto = new Proxy({}, { get });
  return new Proxy(target, {
    get,
    getPrototypeOf: () => proto,
    apply: () => createStandIn(`${name}()`, module),
    construct: () => createStandIn(`new ${name}`, module) as object,
  });
}

/**
 * `require` as the config gets it, made from Node's: a package that is not installed is a
 * stand-in (what a bundled `require('pkg')` gets), `require.resolve` of one is its name, and a
 * missing file beside the config still throws, as it would for Docusaurus.
 */
const tolerantRequire = (name: string) => [
  `const ${name} = (real) => Object.assign((id) => {`,
  '  try { return real(id); } catch (err) {',
  "    if (err && err.code === 'MODULE_NOT_FOUND' && /^(@[^/]+\\/)?[^./@][^:]*$/.test(id)) return globalThis.__opdocsStandIn(id);",
  '    throw err;',
  '  }',
  // A script path missing on disk is tried as its TypeScript twin (./sidebars.js → ./sidebars.ts),
  // and one without an extension as a TypeScript file (./sidebars.config → ./sidebars.config.ts),
  // as Docusaurus' config loader finds them.
  '}, { resolve: (id, o) => { try { return real.resolve(id, o); } catch {',
  "    if (/^\\.\\.?\\//.test(id)) for (const ts of /\\.[cm]?jsx?$/.test(id) ? [id.replace(/\\.([cm]?)j(sx?)$/, '.$1t$2')] : ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'].map((ext) => id + ext)) { try { return real.resolve(ts, o); } catch {} }",
  '    return id;',
  '  } }, cache: real.cache });',
].join('\n');

/**
 * `module`/`node:module` for the config: Node's own, but `createRequire` gives the tolerant
 * require, so an ES module config (`const require = createRequire(import.meta.url)`) resolving a
 * plugin that is not installed loads as a CommonJS one does.
 */
const NODE_MODULE_FACE = [
  "import * as real from 'node:module';",
  "export * from 'node:module';",
  // Named apart from the banner's: the banner is not bundled, so esbuild cannot rename either.
  tolerantRequire('tolerant'),
  'export const createRequire = (from) => tolerant(real.createRequire(from));',
  'export default { ...real.default, createRequire };',
].join('\n');

const shimPlugin = (used: Set<string>): Plugin => ({
  name: 'opdocs-package-stand-ins',
  setup(build) {
    build.onResolve({ filter: /^(node:)?module$/ }, (args) => (args.namespace === 'opdocs-node-module' ? undefined : { path: 'module', namespace: 'opdocs-node-module' }));
    build.onLoad({ filter: /.*/, namespace: 'opdocs-node-module' }, () => ({ contents: NODE_MODULE_FACE, loader: 'js' }));
    build.onResolve({ filter: /^[^./]|^\.\.?\/.*\.(css|scss|svg|png)$/ }, (args) => {
      // Built-ins, with or without `node:`, stay imports of Node's own modules: a stand-in `path`
      // would quietly turn `path.join(...)` into nonsense instead of the value Docusaurus gets.
      if (args.kind === 'entry-point' || args.pluginData === REAL_LOOKUP || isBuiltin(args.path) || isAbsolute(args.path)) return undefined;
      return { path: args.path, namespace: 'stand-in' };
    });
    build.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => {
      used.add(args.path);
      return { contents: `module.exports = globalThis.__opdocsStandIn(${JSON.stringify(args.path)});`, loader: 'js' };
    });
  },
});

export interface LoadedDocusaurusConfig {
  file: string;
  config: Record<string, unknown>;
  /** Packages the config imports (replaced by stand-ins). */
  packages: string[];
}

/**
 * Finds and evaluates the config in `dir`; a user error when there is none or it fails.
 * `stopping` is what the notice of a slow config says Ctrl+C does (the build's words by default).
 */
export async function loadDocusaurusConfig(dir: string, stopping?: string): Promise<LoadedDocusaurusConfig> {
  const name = DOCUSAURUS_CONFIG_NAMES.find((n) => existsSync(join(dir, n)));
  if (!name) {
    throw new OpdocsError({ file: dir, message: 'no docusaurus.config.js, .ts or .mjs in this folder', hint: 'run `opdocs migrate` in (or pass) the folder of a Docusaurus site' });
  }
  const file = join(dir, name);
  const used = new Set<string>();
  const { build } = esbuild();
  const banner = [
    "import { createRequire as __opdocsCreateRequire } from 'node:module';",
    // Named apart and reached through `define`: a config may declare its own `__dirname`
    // (from import.meta.url), which a second `const __dirname` here would make a SyntaxError.
    `const __opdocsFilename = ${JSON.stringify(file)};`,
    `const __opdocsDirname = ${JSON.stringify(dirname(file))};`,
    tolerantRequire('__opdocsTolerant'),
    'const require = __opdocsTolerant(__opdocsCreateRequire(__opdocsFilename));',
  ].join('\n');
  let code: string;
  let map: object;
  try {
    const out = await build({
      // Imported from a tiny entry, so a CommonJS config (module.exports = …) becomes the default export.
      stdin: { contents: `import value from ${JSON.stringify(file)};\nexport default value;`, resolveDir: dirname(file), sourcefile: 'opdocs-config-entry.js' },
      bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, logLevel: 'silent',
      plugins: [commonJsEntry(file), ownFolderNames(file, (from) => `__opdocsTolerant(__opdocsCreateRequire(${JSON.stringify(from)}))`), dotenvFace(join(dirname(file), '.env')), fbContentFace(), realPackages(file), shimPlugin(used)], banner: { js: banner }, define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href), __filename: '__opdocsFilename', __dirname: '__opdocsDirname' },
      // Named as if beside the config (nothing is written there), so the map's sources are relative to its folder.
      outfile: join(dirname(file), MAPPED_NAME), sourcemap: 'external',
    });
    code = out.outputFiles.find((f) => f.path.endsWith(MAPPED_NAME))!.text;
    map = JSON.parse(out.outputFiles.find((f) => f.path.endsWith(`${MAPPED_NAME}.map`))!.text) as object;
  } catch (err) {
    const first = (err as { errors?: { text: string; location?: { file: string; line: number; column: number; lineText: string } }[] }).errors?.[0];
    // The fault may lie in a helper the config requires: name that file (esbuild's path is relative to the cwd).
    const at = first?.location?.file ? resolve(first.location.file) : file;
    throw new OpdocsError({
      file: at, line: first?.location?.line,
      column: first?.location ? (first.location.line === 1 ? ownColumn(first.location.lineText, entryColumn(first.location.lineText, first.location.column)) : first.location.column) + 1 : undefined,
      message: `${name} does not compile: ${first?.text ?? String(err)}`,
      // Packages are stand-ins, so only a local file can be missing.
      hint: /^Could not resolve "[./]/.test(first?.text ?? '') ? 'correct the path (it is relative to the file that imports it), or create the file' : 'fix the syntax; Docusaurus could not load it either',
    });
  }
  const tmp = mkdtempSync(join(tmpdir(), 'opdocs-migrate-'));
  const bundleUrl = pathToFileURL(join(tmp, 'config.mjs')).href;
  const g = globalThis as { __opdocsStandIn?: (n: string) => unknown };
  // Bundled imports are counted as they are bundled; a tolerant require's as it runs.
  g.__opdocsStandIn = (name: string) => (used.add(name), createStandIn(name));
  // `docusaurus build` evaluates the config in production mode; configs branch on it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // `docusaurus build` runs from the site's folder (its package.json script), and configs lean on
  // that: Jest's customCss is `path.resolve('src/css/…')`. process.cwd answers with the site's
  // folder while the config runs rather than the process changing folder: a worker thread started
  // meanwhile (the side thread that warns of a slow config) resolves its own startup against the
  // real one, and would not start from the site's folder.
  const cwd = process.cwd;
  const moved = resolve(cwd()) !== resolve(dir);
  if (moved) process.cwd = () => dir;
  try {
    writeFileSync(new URL(bundleUrl), code);
    const value = await runSiteCode(file, async () => {
      const mod = await importModule<{ default?: unknown }>(bundleUrl);
      // `module.exports = null` is a default export of null, not a module to read keys from.
      const exported: unknown = 'default' in mod ? mod.default : mod;
      // A stand-in is callable too: calling it would only hide what it stood for.
      if (standInOf(exported) !== undefined) return exported;
      return typeof exported === 'function' ? await (exported as () => unknown)() : await exported;
    }, undefined, stopping);
    if (standInOf(value) !== undefined) throw standInExportError(file, name, value);
    if (!value || typeof value !== 'object') {
      throw new OpdocsError({
        file, message: `${name} does not export a config object (or a function returning one): it gives ${describeThrown(value)}`,
        hint: 'export the config: module.exports = { title, url, baseUrl, … } or export default { … }',
      });
    }
    return { file, config: value as Record<string, unknown>, packages: [...used].sort() };
  } catch (err) {
    if (err instanceof OpdocsError) throw err;
    if (err instanceof SiteCodeExit) throw new OpdocsError({ file, message: `${name} ${err.message} while loading`, hint: 'remove the process.exit call: the config only needs to export its object' });
    if (err instanceof SiteCodeTimeout) throw new OpdocsError({ file, message: `${name} ${err.message} while loading`, hint: SITE_CODE_TIMEOUT_HINT });
    // Line 1 carries the names opdocs declares before the file's own text, so a column there would be off.
    const site = findBundleThrowSite(err, bundleUrl, map, dirname(file));
    throw new OpdocsError({
      file: site?.file ?? file, line: site?.line, column: site && site.line > 1 ? site.column : undefined,
      message: `${name} failed while loading: ${describeThrown(err)}`, hint: loadFailureHint(used, dir),
    });
  } finally {
    if (moved) process.cwd = cwd;
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    delete g.__opdocsStandIn;
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * What to do about a config that threw. A utility it imports that is not installed was stood
 * in for, so what the config computed with it (zod parsing the environment, say) is not the
 * real value, and that is the likelier cause of the throw than the config's own code.
 */
function loadFailureHint(used: Set<string>, dir: string): string {
  const missing = [...new Set([...used].filter((spec) => mayLoadReal(spec) && standInNotInstalled(spec, dir)).map((spec) => packageName(spec) ?? spec))];
  const base = 'fix the error; the config runs in Node as Docusaurus runs it';
  if (missing.length === 0) return base;
  const named = missing.length === 1 ? `the package ${missing[0]}, which is` : `the packages ${missing.join(', ')}, which are`;
  return `it imports ${named} not installed, so opdocs stood in for ${missing.length === 1 ? 'it' : 'them'} and the values computed with ${missing.length === 1 ? 'it' : 'them'} are not real: run npm install in the site folder, then build again; else ${base}`;
}
