/**
 * Which saved files change the code the bundles hold, so that a watch rebuild bundles again and
 * renders every page rather than only the routes whose data changed, and which files it watches
 * beyond the site's folders.
 */
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { publicImportPath } from '../pipeline/parse/content-component.js';
import { MDX_ESM_SUFFIX } from '../pipeline/parse/mdx/code-module.js';

const CODE = /\.(tsx|jsx|ts|mts|js|mjs|css)$/;

export interface BundledCode {
  siteDir: string;
  /** Whether a file is in opdocs' own source folders (working on opdocs itself). */
  inSources(file: string): boolean;
  /** Marker names of the content components page bodies use (collectBodyComponents). */
  components: string[];
  /** The Markdown files that are pages. */
  pageFiles: Set<string>;
  /** The site's files other than Markdown the bundles read (a JSON file, an image, a component an MDX page imports). */
  bundleInputs: Set<string>;
}

/**
 * Whether saving `file` changes the bundles: code or CSS, a file the bundles read, an MDX file
 * whose own components they hold (its `?esm` module), or Markdown that is no page (a partial, or
 * one a React file imports).
 */
export function editsCode(file: string, code: BundledCode): boolean {
  if (code.inSources(file) || CODE.test(file) || code.bundleInputs.has(file)) return true;
  if (code.components.some((n) => n.startsWith(`import:${publicImportPath(file, code.siteDir)}${MDX_ESM_SUFFIX}#`))) return true;
  return /\.mdx?$/i.test(file) && !code.pageFiles.has(file) && existsSync(file);
}

/**
 * `paths` and the imported files outside them (`@site/data/limits.json`), each watched on its
 * own: one under a watched folder already is seen there, and a watch of its own per component
 * would cost a handle each.
 */
export function withImportedFiles(paths: string[], imported: Set<string>): string[] {
  const outside = [...imported].filter((file) => !paths.some((dir) => file === dir || file.startsWith(dir + sep)));
  return [...paths, ...outside];
}
