/**
 * The theme bundled ahead of time ("kernel", dist/kernel/): the runtime, every theme page kind
 * and every theme module a site's own code may import, bundled once when opdocs itself is built
 * (cli/build-cli.mjs), for the browser and for Node. A site's build then bundles only the
 * site's own code, whose imports of the theme and React read the kernel's `modules` table: one
 * module of each, shared with the theme. Bundling the theme took most of a small site's build.
 *
 * Names here are shared by the kernel's build (kernel-build.ts) and its use (kernel-plugin.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DOCUSAURUS_MODULES } from './docusaurus-module-table.js';
import { OVERRIDE_POINTS } from './override-points.js';
import { OPDOCS_ROOT, RUNTIME_DIR, THEME_DIR, THEME_PAGES } from './paths.js';

export const KERNEL_DIR = join(OPDOCS_ROOT, 'dist', 'kernel');
export const KERNEL_MANIFEST = join(KERNEL_DIR, 'manifest.json');

/** React modules the kernel holds; `#defaults` is the face a site's JSX gets (see react-esm.ts). */
export const KERNEL_REACT = ['react', 'react#defaults', 'react/jsx-runtime', 'react/jsx-runtime#defaults', 'react-dom', 'react-dom/client'];

/**
 * React's string renderer (string-renderer.ts), which opdocs' own server code imports as
 * `react-dom/server`: in the Node kernel's table under this key, so that a site whose overrides
 * bundle that code from source does not bundle the renderer again.
 */
export const KERNEL_STRING_RENDERER = 'react-dom/server#strings';

/** A module's key in the kernel's tables: its path relative to the opdocs root, with "/". */
export const kernelKey = (file: string): string => relative(OPDOCS_ROOT, file).split('\\').join('/');

/** The theme's and runtime's modules in the table, relative to the opdocs root. */
export function kernelSourceFiles(): string[] {
  const files = new Set<string>([
    join(RUNTIME_DIR, 'hydrate.tsx'),
    join(THEME_DIR, 'App.tsx'),
    join(THEME_DIR, 'index.ts'),
    join(RUNTIME_DIR, 'islands', 'hydrate-islands.ts'),
    join(RUNTIME_DIR, 'html-block.tsx'),
    ...Object.values(THEME_PAGES).map((file) => join(THEME_DIR, 'pages', file)),
    ...Object.values(DOCUSAURUS_MODULES).map((file) => join(THEME_DIR, 'compat', file)),
    ...Object.values(OVERRIDE_POINTS).map((file) => join(THEME_DIR, file)),
    ...['Tabs.tsx', 'Details.tsx', 'DocCardList.tsx', 'TOCInline.tsx', 'HtmlTag.tsx'].map((file) => join(THEME_DIR, 'Content', file)),
  ]);
  return [...files].map(kernelKey).sort();
}

export interface KernelManifest {
  /** Hash of the sources it was built from (checked in a source checkout, where they change). */
  sources: string;
  /** kernelSourceStamp when it was built: a cheaper first check of the same. */
  stamp?: string;
  client: {
    /** Entry file and every file it loads or may load, relative to dist/kernel/client. */
    /** The entry, the files it imports, its CSS, and every file of its build (chunks it loads later). */
    entry: string; imports: string[]; css: string; files: string[];
    /** Keys in the entry's `modules`. */
    tabled: string[];
    /** Every theme and runtime module in the entry, tabled or not. */
    core: string[];
    /** Each of those → the theme and runtime modules it imports. */
    graph: Record<string, string[]>;
  };
  server: {
    entry: string; tabled: string[];
    /** Each theme and runtime module of the Node kernel → the theme and runtime modules it imports. */
    graph: Record<string, string[]>;
  };
  /** Module key → its export names. */
  exports: Record<string, string[]>;
}

function listSources(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, out);
    else if (!entry.name.endsWith('.d.ts') && /\.(tsx?|css)$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Hash of everything the kernel is built from: theme/, runtime/ and React's version. */
export function kernelSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [...listSources(THEME_DIR, []), ...listSources(RUNTIME_DIR, [])].sort()) {
    hash.update(relative(OPDOCS_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(readFileSync(join(OPDOCS_ROOT, 'node_modules', 'react', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Names, sizes and modification times of the sources kernelSourceHash reads (or of `files`):
 * a look at them costs a tenth of reading and hashing them, on the thread that bundles a source
 * checkout's site (the TyKO site), where it delayed the server bundle every build.
 */
export function kernelSourceStamp(files = [...listSources(THEME_DIR, []), ...listSources(RUNTIME_DIR, []), join(OPDOCS_ROOT, 'node_modules', 'react', 'package.json')]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    const { size, mtimeMs } = statSync(file);
    hash.update(relative(OPDOCS_ROOT, file)).update(`\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Whether a kernel was built from the sources as they are: their stamp is unchanged, or (files
 * touched, say by a branch switch and back) their content is.
 */
export function kernelMatchesSources(manifest: Pick<KernelManifest, 'sources' | 'stamp'>): boolean {
  return (manifest.stamp !== undefined && manifest.stamp === kernelSourceStamp()) || manifest.sources === kernelSourceHash();
}

let cached: KernelManifest | null | undefined;

/**
 * The kernel's manifest, or null when there is none or it is stale. An installed opdocs ships
 * cli/ compiled only, so its theme cannot have changed since the kernel was built; a source
 * checkout (which has cli/) checks the hash, as theme edits do not rebuild the kernel.
 */
export function readKernel(): KernelManifest | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (!existsSync(KERNEL_MANIFEST)) return cached;
  const manifest = JSON.parse(readFileSync(KERNEL_MANIFEST, 'utf8')) as KernelManifest;
  const checkout = existsSync(join(OPDOCS_ROOT, 'cli', 'main.ts'));
  if (!checkout || kernelMatchesSources(manifest)) cached = manifest;
  return cached;
}

/** Forgets the manifest read (tests that build a kernel). */
export function forgetKernel(): void {
  cached = undefined;
}
