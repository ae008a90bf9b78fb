/**
 * The pages feature: pages/ holds Markdown pages and the site's React pages (`.tsx`/`.jsx`),
 * plus the built-in search and not-found routes. As in Docusaurus, `.js` and `.ts` files are React
 * pages too (a `.js` page may hold JSX). A React page's title and description are
 * read from its source (`export const title = '…'`), so loading never runs the bundler.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { RouteData } from '../../../runtime/types.js';
import { OpdocsError } from '../../errors.js';
import { list, type ContentFile } from '../load/scan.js';
import { pagesExcludeOf } from '../../config/page-exclude.js';
import { derivedOf } from '../load/text-cache.js';
import { readLocalized } from '../load/localized.js';
import type { RouteSource } from '../check/route-files.js';
import { checkUnclosedBlocks } from '../check/source-text.js';
import { parseFrontMatter, type FrontMatter } from '../parse/front-matter.js';
import {
  createMarkdownPageRoute, createNotFoundRoute, createOfflineRoute, createReactPageRoute, createSearchRoute, pagePathFor, type ReactPageMeta,
} from '../routes/page-routes.js';
import type { Feature } from './feature.js';
import { missingDefaultExport, readReactPageMeta } from './react-page-meta.js';
import { isReadAsMdx } from '../parse/mdx/format.js';
import { pageAnchors } from '../check/page-anchors.js';

interface MarkdownPage { file: ContentFile; path: string; frontMatter: FrontMatter; body: string; lineOffset: number }
interface ReactPage { file: string; rel: string; key: string; path: string; meta: ReactPageMeta }

interface PagesState {
  markdown: MarkdownPage[];
  react: ReactPage[];
}

/** Page key of a React page file ("index.tsx" → "react:index"). */
export const reactPageKey = (rel: string) => `react:${rel.replace(/\.[jt]sx?$/, '')}`;

// Skipped as Docusaurus skips them in src/pages: partials, tests and test folders.
const PAGE_IGNORE = ['**/_*', '**/_*/**', '**/node_modules/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'];

/** What is left out of src/pages: the pages plugin's own `exclude` replaces the defaults, as in Docusaurus. */
const pageIgnore = (exclude: string[] | undefined): string[] => (exclude ? [...exclude, '**/node_modules/**', '**/*.d.ts'] : PAGE_IGNORE);
const REACT_PAGE = /\.[jt]sx?$/;
const REACT_PAGE_GLOBS = ['**/*.tsx', '**/*.jsx', '**/*.ts', '**/*.js'];

/**
 * The site's React pages (page key → source file) from a listing of the pages folder alone,
 * the same files the feature's load finds. The build bundles them while the content is
 * still being loaded and parsed.
 */
export async function listReactPages(pagesDir: string, exclude?: string[]): Promise<Map<string, string>> {
  const rels = await list(pagesDir, REACT_PAGE_GLOBS, pageIgnore(exclude));
  return new Map(rels.sort().map((rel) => [reactPageKey(rel), `${pagesDir}/${rel}`]));
}

export const pagesFeature: Feature<PagesState> = {
  name: 'pages',
  watchPaths: (ctx) => [ctx.paths.pagesDir],
  async load(ctx) {
    const { pagesDir } = ctx.paths;
    const base = ctx.config.baseUrl;
    const rels = await list(pagesDir, ['**/*.md', '**/*.mdx', ...REACT_PAGE_GLOBS], pageIgnore(pagesExcludeOf(ctx.config)), undefined, ctx.texts);
    const errors: OpdocsError[] = [];
    // Another locale's Markdown pages come from its translation folder where it has them.
    const overlay = ctx.locale && join(ctx.locale.dir, 'docusaurus-plugin-content-pages');
    const mdFiles = await readLocalized(pagesDir, overlay, rels.filter((r) => /\.mdx?$/.test(r)), errors, ctx.texts);
    for (const f of mdFiles) errors.push(...derivedOf(ctx.texts, f.file, f.text, 'unclosed blocks', () => checkUnclosedBlocks(f.file, f.text, isReadAsMdx(f.file, ctx.config.markdown.format))));
    const markdown = mdFiles.map((file) => {
      const fm = derivedOf(ctx.texts, file.file, file.text, 'front matter', () => parseFrontMatter(file.text, file.file, 'page'));
      errors.push(...fm.errors);
      return { file, path: pagePathFor(base, file.rel), frontMatter: fm.data, body: fm.body, lineOffset: fm.lineOffset };
    // As docs and posts: a draft page is built by serve --watch only.
    }).filter((page) => ctx.dev || page.frontMatter.draft !== true);
    const react = await Promise.all(rels.filter((r) => REACT_PAGE.test(r)).sort().map(async (rel): Promise<ReactPage> => {
      const file = `${pagesDir}/${rel}`;
      const source = await readFile(file, 'utf8');
      const meta = readReactPageMeta(source, file);
      errors.push(...meta.errors, ...[missingDefaultExport(source, file)].filter((e) => e !== null));
      return { file, rel, key: reactPageKey(rel), path: pagePathFor(base, rel), meta: meta.meta };
    }));
    return {
      state: { markdown, react },
      errors,
      jobs: markdown.map((p) => ({ file: p.file.file, route: p.path, body: p.body, lineOffset: p.lineOffset, isMdx: isReadAsMdx(p.file.rel, ctx.config.markdown.format) })),
      fileRoutes: markdown.map((p) => [p.file.file, p.path]),
      ...(overlay ? { localized: [[pagesDir, overlay] as [string, string]] } : {}),
    };
  },
  facts(state, _parsed, ctx) {
    const base = ctx.config.baseUrl;
    return { facts: { hasHomePage: state.react.some((p) => p.path === base) || state.markdown.some((p) => p.path === base) }, errors: [] };
  },
  routes(state, parsed, ctx) {
    const { site, config } = ctx;
    const routes: RouteData[] = [
      ...state.markdown.map((p, i) => createMarkdownPageRoute({ site, config, file: p.file, path: p.path, frontMatter: p.frontMatter, parsed: parsed[i] })),
      // Docusaurus' pages folder: its pages draw the navbar and footer through their own <Layout>.
      ...state.react.map((p) => createReactPageRoute({ site, rel: p.rel, path: p.path, meta: p.meta, ownFrame: isDocusaurusPagesDir(ctx.paths.pagesDir) })),
    ];
    const search = createSearchRoute(site);
    if (search) routes.push(search);
    routes.push(createNotFoundRoute(site));
    // The page the service worker shows for what it has not stored; watch mode has no worker.
    if (!ctx.dev) routes.push(createOfflineRoute(site));
    const anchors = state.markdown.map((p, i): [string, Set<string>] => [p.path, pageAnchors(parsed[i])]);
    const sources = new Map<RouteData, RouteSource>();
    state.markdown.forEach((p, i) => sources.set(routes[i], { file: p.file.file, text: p.file.text }));
    state.react.forEach((p, i) => sources.set(routes[state.markdown.length + i], { file: p.file }));
    return { routes, errors: [], anchors, sources };
  },
};

/** React page sources by page key, for the bundler. */
export function reactPageSources(state: unknown): Map<string, string> {
  return new Map((state as PagesState).react.map((p) => [p.key, p.file]));
}

const isDocusaurusPagesDir = (dir: string) => basename(dir) === 'pages' && basename(dirname(dir)) === 'src';
