/**
 * Finds the site's input files under the content folder. Reads text files into memory;
 * owns no interpretation of them (that is parse/ and routes/).
 */
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpdocsError } from '../../errors.js';
import { decodeUtf8 } from '../check/source-text.js';

/** A text file of the site, with its path relative to its feature root. */
export interface ContentFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the feature folder (docs/, blog/, pages/), with "/" separators. */
  rel: string;
  text: string;
}

export interface ScannedContent {
  /** Files that could not be read as UTF-8 (their text is decoded lossily). */
  errors: OpdocsError[];
  docs: ContentFile[];
  /** `_category_.json|yml|yaml` files of the docs folder. */
  categories: ContentFile[];
  posts: ContentFile[];
  authorsFile: ContentFile | null;
  tagsFile: ContentFile | null;
  markdownPages: ContentFile[];
  /** React pages: absolute paths of content/pages/*.tsx|jsx (not read). */
  reactPages: { file: string; rel: string }[];
  /** Absolute paths of files under static/, with their path relative to it. */
  staticFiles: { file: string; rel: string }[];
}

export interface ScanDirs {
  docsDir: string | null;
  blogDir: string | null;
  pagesDir: string;
  staticDir: string;
}

const DOC_IGNORE = ['**/_*.{md,mdx}', '**/_*/**', '**/node_modules/**', '**/__tests__/**'];

async function readAll(dir: string, rels: string[], errors: OpdocsError[]): Promise<ContentFile[]> {
  return Promise.all(rels.sort().map(async (rel) => {
    const file = join(dir, rel);
    return { file, rel, text: decodeUtf8(file, await readFile(file), errors) };
  }));
}

async function list(dir: string | null, patterns: string[], ignore: string[] = []): Promise<string[]> {
  if (!dir) return [];
  return fg(patterns, { cwd: dir, ignore, onlyFiles: true, dot: false, followSymbolicLinks: false });
}

/** Lists and reads every input file of the site. */
export async function scanContent(dirs: ScanDirs): Promise<ScannedContent> {
  const [docRels, catRels, postRels, pageRels, staticRels, blogMeta] = await Promise.all([
    list(dirs.docsDir, ['**/*.md', '**/*.mdx'], DOC_IGNORE),
    list(dirs.docsDir, ['**/_category_.json', '**/_category_.yml', '**/_category_.yaml'], ['**/node_modules/**']),
    list(dirs.blogDir, ['**/*.md', '**/*.mdx'], ['**/_*.{md,mdx}', '**/_*/**', '**/node_modules/**']),
    list(dirs.pagesDir, ['**/*.md', '**/*.mdx', '**/*.tsx', '**/*.jsx'], ['**/_*', '**/_*/**', '**/node_modules/**']),
    list(dirs.staticDir, ['**/*'], ['**/node_modules/**']),
    list(dirs.blogDir, ['authors.yml', 'authors.yaml', 'tags.yml', 'tags.yaml']),
  ]);
  const errors: OpdocsError[] = [];
  const [docs, categories, posts] = await Promise.all([
    readAll(dirs.docsDir ?? '', docRels, errors),
    readAll(dirs.docsDir ?? '', catRels, errors),
    readAll(dirs.blogDir ?? '', postRels, errors),
  ]);
  const mdPageRels = pageRels.filter((r) => /\.mdx?$/.test(r));
  const markdownPages = await readAll(dirs.pagesDir, mdPageRels, errors);
  const reactPages = pageRels.filter((r) => /\.[jt]sx$/.test(r)).sort()
    .map((rel) => ({ file: join(dirs.pagesDir, rel), rel }));
  const meta = await readAll(dirs.blogDir ?? '', blogMeta, errors);
  return {
    errors, docs, categories, posts, markdownPages, reactPages,
    authorsFile: meta.find((f) => f.rel.startsWith('authors.')) ?? null,
    tagsFile: meta.find((f) => f.rel.startsWith('tags.')) ?? null,
    staticFiles: staticRels.sort().map((rel) => ({ file: join(dirs.staticDir, rel), rel })),
  };
}
