/** Where opdocs' own browser sources live (bundled per site by esbuild, never imported by Node). */
import { fileURLToPath } from 'node:url';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { existsSync } from 'node:fs';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'theme'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('opdocs bug: cannot find the opdocs package root');
    dir = up;
  }
  return dir;
}

/** Root of the opdocs package (holds runtime/, theme/, node_modules/). */
export const OPDOCS_ROOT = findRoot();
export const RUNTIME_DIR = join(OPDOCS_ROOT, 'runtime');
export const THEME_DIR = join(OPDOCS_ROOT, 'theme');

/** Whether `file` lies inside `dir` (not `dir` itself). */
export const isWithin = (file: string, dir: string) => {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/** Whether a file is opdocs' own browser source (true even when the site is opdocs' own folder). */
export const isOpdocsSource = (file: string) => isWithin(file, THEME_DIR) || isWithin(file, RUNTIME_DIR);

/** Page component source of each built-in page key. */
export const THEME_PAGES: Record<string, string> = {
  doc: 'DocPage.tsx',
  'blog-list': 'BlogListPage.tsx',
  'blog-post': 'BlogPostPage.tsx',
  'blog-tags': 'BlogTagsPage.tsx',
  'blog-archive': 'BlogArchivePage.tsx',
  'blog-authors': 'BlogAuthorsPage.tsx',
  'doc-tags': 'DocTagsPage.tsx',
  'doc-tag': 'DocTagPage.tsx',
  page: 'MarkdownPage.tsx',
  search: 'SearchPage.tsx',
  'not-found': 'NotFoundPage.tsx',
  offline: 'OfflinePage.tsx',
};

/** Absolute source of every page key: theme pages plus the site's React pages. */
export function pageSources(reactPages: Map<string, string>): Map<string, string> {
  const all = new Map<string, string>();
  for (const [key, file] of Object.entries(THEME_PAGES)) all.set(key, join(THEME_DIR, 'pages', file));
  for (const [key, file] of reactPages) all.set(key, file);
  return all;
}
