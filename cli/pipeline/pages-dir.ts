/** Where a site's pages live, from its content folder alone (no feature code: the render worker uses it too). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Docusaurus 2 and 3 read pages from src/pages only: a pages/ folder beside its config is
// Docusaurus 1's (website/pages/en/*.js, built from core/CompLibrary), which they never build.
const DOCUSAURUS_CONFIGS = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts'].map((ext) => `docusaurus.config.${ext}`);

/** The pages folder of the site whose content is in `contentDir`. */
export function pagesDirOf(contentDir: string): string {
  if (DOCUSAURUS_CONFIGS.some((name) => existsSync(join(contentDir, name)))) return join(contentDir, 'src', 'pages');
  return [join(contentDir, 'pages'), join(contentDir, 'src', 'pages')].find((d) => existsSync(d)) ?? join(contentDir, 'pages');
}

const REACT_PAGE_EXTENSIONS = ['tsx', 'jsx', 'ts', 'js'];

/** The source file of a React page's key ("react:blog/index"), if it is still there. */
export function reactPageFile(contentDir: string, pageKey: string): string | undefined {
  if (!pageKey.startsWith('react:')) return undefined;
  const base = join(pagesDirOf(contentDir), pageKey.slice('react:'.length));
  return REACT_PAGE_EXTENSIONS.map((ext) => `${base}.${ext}`).find((file) => existsSync(file));
}
