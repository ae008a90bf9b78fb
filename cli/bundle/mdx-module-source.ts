/**
 * What the mdx-modules plugin makes of a Markdown or MDX file that a site's React code imports:
 * its HTML as a component (with the components inside it, mdx-partial-module.ts), or its own
 * code module. Loaded only when a bundle meets such a
 * file: it needs the whole Markdown parser.
 */
import type { Message } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EXTERNAL, isFile } from '../pipeline/check/links.js';
import { slashedPath } from '../pipeline/check/slashed-path.js';
import { underBase } from '../pipeline/routes/url.js';
import { linkUseKey, markdownLinkRoute, markdownPathOf, type MarkdownLinkTable } from '../pipeline/check/markdown-links.js';
import { applyTrailingSlash } from '../../runtime/trailing-slash.js';
import { parseMarkdown, type MarkdownPosition } from '../pipeline/parse/markdown.js';
import { loadMdxStack, mdxStack, withParserParts } from '../pipeline/parse/lazy-parts.js';
import { prepareSource } from '../pipeline/parse/prepare-source.js';
import { setMath } from '../pipeline/parse/math.js';
import { setMdx1Text } from '../pipeline/parse/mdx1-text-setting.js';
import { setBuiltLabels } from '../pipeline/parse/built-labels.js';
import { bodyOf } from '../pipeline/parse/front-matter-block.js';
import { isReadAsMdx, type MarkdownFormat } from '../pipeline/parse/mdx/format.js';
import { codeModuleSource } from '../pipeline/parse/mdx/code-module-source.js';
import type { SiteMdxComponents } from '../pipeline/parse/mdx/mdx-scope.js';
import { findModuleFile, fromSiteAlias, resolvePackageFile } from '../pipeline/parse/mdx/module-files.js';
import { hasMarkers } from '../../runtime/islands/markers.js';
import { partialModuleSource } from './mdx-partial-module.js';
import { RUNTIME_DIR } from './paths.js';
import { KATEX_CSS } from './katex-styles.js';
import { caseTwinHint, caseTwinOf } from '../pipeline/check/case-twin.js';

export { findSiteMdxComponents } from '../pipeline/load/mdx-components.js';

// A React file renders these files with props, which their code reads as `props`.
const CALLER_PROPS = { hookFile: join(RUNTIME_DIR, 'islands', 'mdx-props.ts') };

// Marks where an image's URL goes; esbuild's file loader gives the URL when the module runs.
const SLOT = (i: number) => `\u0000opdocs-asset-${i}\u0000`;
const SLOTS = /\u0000opdocs-asset-(\d+)\u0000/;

interface Compiled { contents?: string; errors: Message[] | Partial<Message>[] }

/** How the site's Markdown reads, for files its React code imports. */
export interface MdxModuleOptions {
  siteDir: string;
  baseUrl: string;
  format: MarkdownFormat;
  math?: boolean;
  mdx1Text?: boolean;
  labels?: Record<string, string>;
  /** BundleSite.markdownLinks: asked for only by a file that links to a Markdown file. */
  markdownLinks?: () => Promise<MarkdownLinkTable>;
  /** BundleSite.linkUses. */
  linkUses?: Map<string, string>;
}

/** The module for `file`: its HTML with image imports, or the problems found in it. */
export async function compileMdxModule(file: string, opts: MdxModuleOptions): Promise<Compiled> {
  const first = await compileWith(file, opts, undefined);
  if (!first.wantsLinks || !opts.markdownLinks) return first;
  // Parsed again with the pages' routes, which the content load knows only after this bundle began.
  let table: MarkdownLinkTable;
  try {
    table = await opts.markdownLinks();
  } catch {
    // The bundles were dropped (the build failed elsewhere): nothing waits for this module.
    return first;
  }
  return compileWith(file, opts, table);
}

async function compileWith(file: string, opts: MdxModuleOptions, links: MarkdownLinkTable | undefined): Promise<Compiled & { wantsLinks?: boolean }> {
  const text = readFileSync(file, 'utf8');
  const { body, lineOffset } = bodyOf(text);
  const images: string[] = [];
  const problems: Partial<Message>[] = [];
  let wantsLinks = false;
  const problem = (pos: MarkdownPosition, text: string, hint: string) =>
    problems.push({ text, location: { file, line: pos.line, column: pos.column - 1 } as Message['location'], notes: [{ text: hint } as Message['notes'][number]] });
  const input = {
    source: body, file, lineOffset,
    isMdx: isReadAsMdx(file, opts.format), format: opts.format, siteDir: opts.siteDir, baseUrl: opts.baseUrl, callerProps: CALLER_PROPS,
    readFile: (abs: string) => {
      try {
        return readFileSync(abs, 'utf8');
      } catch {
        return undefined;
      }
    },
    resolveModule: findModuleFile,
    resolvePackage: (spec: string, from: string) => resolvePackageFile(spec, from, opts.siteDir),
    resolveLink(href: string, pos: MarkdownPosition) {
      if (EXTERNAL.test(href)) return undefined;
      const target = markdownPathOf(href);
      if (target) {
        if (!links) {
          wantsLinks = true;
          if (!opts.markdownLinks) problem(pos, `a link to a Markdown file (${href}) in Markdown that a React file imports is not resolved here`, 'link to the page\'s URL instead, e.g. /docs/intro');
          return undefined;
        }
        const base = pos.from ?? file;
        const route = markdownLinkRoute(links, base, target.path);
        if (route === undefined) {
          // Left as written otherwise: the React page's link check then meets it, as Docusaurus' does.
          if (links.brokenFails) problem(pos, `broken link: ${href} points to a Markdown file that does not exist or is not a page`, 'fix the path (relative to this file), or link to a route like /docs/intro');
          return undefined;
        }
        opts.linkUses?.set(linkUseKey(base, target.path), route);
        return applyTrailingSlash(route, links) + target.rest;
      }
      // A path of the site, under its base URL (once), as Docusaurus' Link writes it; the
      // React page's link check then takes it (react-page-links.ts, marked as Link's below).
      if (href.startsWith('/')) return underBase(opts.baseUrl, href);
      return undefined;
    },
    resolveImage(src: string, pos: MarkdownPosition) {
      if (EXTERNAL.test(src) || src.startsWith('data:')) return undefined;
      if (src.startsWith('/')) return { src: opts.baseUrl + src.slice(1) };
      // `@site/…` names a file from the site folder, as Docusaurus reads Markdown images.
      const place = (path: string) => fromSiteAlias(path, opts.siteDir) ?? resolve(dirname(pos.from ?? file), path);
      const abs = place(slashedPath(decodeURIComponent(src.split(/[?#]/)[0]), (p) => isFile(place(p))));
      if (!isFile(abs)) {
        const twin = caseTwinOf(abs);
        problem(pos, `image not found: ${src}`, twin ? caseTwinHint(twin) : 'fix the path; it is relative to this Markdown file');
        return undefined;
      }
      images.push(abs);
      return { src: SLOT(images.length - 1) };
    },
  };
  // The site's markdown.math, as its pages are parsed (this thread may have parsed none of them).
  setMath(opts.math);
  setMdx1Text(opts.mdx1Text);
  // The locale's texts for this parse only, as parse-job.ts sets them for pages.
  setBuiltLabels(opts.labels);
  let parsed: Awaited<ReturnType<typeof parseMarkdown>>;
  try {
    parsed = await withParserParts(() => parseMarkdown(input));
  } finally {
    setBuiltLabels(undefined);
  }
  if (wantsLinks && !links && opts.markdownLinks) return { errors: [], wantsLinks: true };
  for (const e of parsed.errors) problem({ line: e.line ?? 1, column: e.column ?? 1 }, e.message, e.hint ?? 'fix the Markdown at this position');
  if (problems.length) return { errors: problems };
  // Docusaurus' MDX modules export their headings as `toc`; these are the h2–h6 of the file.
  const toc = parsed.headings.map((h) => ({ id: h.id, value: h.text, level: h.level }));
  // A typeset formula brings KaTeX's stylesheet into the importing page's CSS (katex-styles.ts).
  const styles = parsed.html.includes('class="katex') ? `import ${JSON.stringify(KATEX_CSS)};\n` : '';
  if (hasMarkers(parsed.html)) {
    const made = partialModuleSource({ file, text, siteDir: opts.siteDir, html: parsed.html, images, toc });
    for (const p of made.problems) problem(p, p.text, p.hint);
    return made.contents === undefined ? { errors: problems } : { errors: [], contents: styles + made.contents };
  }
  const parts = parsed.html.split(SLOTS);
  const html = parts.map((part, i) => (i % 2 ? `a${part}` : JSON.stringify(part))).join(' + ');
  return {
    errors: [],
    contents: styles + [
      "import { createElement } from 'react';",
      ...images.map((abs, i) => `import a${i} from ${JSON.stringify(abs)};`),
      `const html = ${html || '""'};`,
      `export const toc = ${JSON.stringify(toc)};`,
      // Its links are Link's in Docusaurus, so the React page's link check takes them: marked
      // while the server renders the page (see runtime/Link.tsx); browser bundles drop the test.
      "const marked = () => html.replace(/<a href=/g, '<a data-opdocs-link=\"\" href=');",
      "export default function MDXContent() { return createElement('div', { className: 'markdown', dangerouslySetInnerHTML: { __html: globalThis.__opdocsMarkLinks ? marked() : html } }); }",
    ].join('\n'),
  };
}

/**
 * The code module of an MDX file that is no page (a page's parse makes its own): the
 * `import`/`export` blocks the MDX parser finds (a block may hold blank lines until its code
 * is complete) and the body's expressions, without partials, raw text or `export default`.
 */
export async function mdxEsmSource(text: string, opts: { site?: SiteMdxComponents | null; math?: boolean; mdx1Text?: boolean } = {}): Promise<string> {
  await loadMdxStack();
  const { body, lineOffset } = bodyOf(text);
  const prepared = prepareSource(body, true);
  // Parsed as the page is (markdown.math changes what `{…}` is, MDX 1's reading the source an
  // expression has), so the two name the same code.
  const stack = mdxStack();
  const parsed = opts.mdx1Text ? stack.parseWithMdx1Text(prepared.markdown, opts.math ?? false) : stack.parseMdxTree(prepared.markdown, opts.math ?? false);
  // A syntax error is the page's to report (its own parse stops at it): nothing to export here.
  // Only a React file imports a file that is no page as a whole (a page puts a partial's content in itself).
  return 'error' in parsed ? '' : codeModuleSource(parsed.tree, opts.site ?? null, undefined, lineOffset, CALLER_PROPS);
}

