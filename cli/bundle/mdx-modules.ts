/**
 * Markdown and MDX files that a site's React code imports (`import Intro from './_intro.mdx'`),
 * as Docusaurus' bundler allows: each becomes a component rendering the file's HTML, made at
 * build time by the parser pages use. Its images are bundled like any other asset (hashed
 * names). What only a page can hold (content components, links to other Markdown files) is a
 * build error at its line, with what to do.
 */
import { withAutomaticRuntime } from './jsx-text.js';
import type { Message, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { EXTERNAL, isFile } from '../pipeline/check/links.js';
import { dirname, join, resolve } from 'node:path';
import { parseMarkdown, type MarkdownPosition } from '../pipeline/parse/markdown.js';
import { loadMdxStack, mdxStack, withParserParts } from '../pipeline/parse/lazy-parts.js';
import { prepareSource } from '../pipeline/parse/prepare-source.js';
import { setMath } from '../pipeline/parse/math.js';
import { setMdx1Text } from '../pipeline/parse/mdx1-text-setting.js';
import { bodyOf } from '../pipeline/parse/front-matter-block.js';
import { isReadAsMdx, type MarkdownFormat } from '../pipeline/parse/mdx/format.js';
import { MDX_ESM_SUFFIX } from '../pipeline/parse/mdx/code-module.js';
import { codeModuleSource } from '../pipeline/parse/mdx/code-module-source.js';
import { SITE_NAMESPACE } from './site-namespace.js';
import type { SiteMdxComponents } from '../pipeline/parse/mdx/mdx-scope.js';
import { findSiteMdxComponents } from '../pipeline/load/mdx-components.js';
import { findModuleFile, resolvePackageFile } from '../pipeline/parse/mdx/module-files.js';
import { hasMarkers } from '../../runtime/islands/markers.js';

export const MDX_MODULES_PLUGIN = 'opdocs:mdx-modules';

// Marks where an image's URL goes; esbuild's file loader gives the URL when the module runs.
const SLOT = (i: number) => `\u0000opdocs-asset-${i}\u0000`;
const SLOTS = /\u0000opdocs-asset-(\d+)\u0000/;

interface Compiled { contents?: string; errors: Message[] | Partial<Message>[] }

/** The module for `file`: its HTML with image imports, or the problems found in it. */
export async function compileMdxModule(file: string, opts: { siteDir: string; baseUrl: string; format: MarkdownFormat; math?: boolean; mdx1Text?: boolean }): Promise<Compiled> {
  const text = readFileSync(file, 'utf8');
  const { body, lineOffset } = bodyOf(text);
  const images: string[] = [];
  const problems: Partial<Message>[] = [];
  const problem = (pos: MarkdownPosition, text: string, hint: string) =>
    problems.push({ text, location: { file, line: pos.line, column: pos.column - 1 } as Message['location'], notes: [{ text: hint } as Message['notes'][number]] });
  const input = {
    source: body, file, lineOffset,
    isMdx: isReadAsMdx(file, opts.format), siteDir: opts.siteDir, baseUrl: opts.baseUrl,
    readFile: (abs: string) => {
      try {
        return readFileSync(abs, 'utf8');
      } catch {
        return undefined;
      }
    },
    resolveModule: findModuleFile,
    resolvePackage: resolvePackageFile,
    resolveLink(href: string, pos: MarkdownPosition) {
      if (!EXTERNAL.test(href) && /\.mdx?(?:[?#]|$)/i.test(href)) {
        problem(pos, `a link to a Markdown file (${href}) in Markdown that a React file imports is not resolved`, 'link to the page\'s URL instead, e.g. /docs/intro');
      }
      return undefined;
    },
    resolveImage(src: string, pos: MarkdownPosition) {
      if (EXTERNAL.test(src) || src.startsWith('data:')) return undefined;
      if (src.startsWith('/')) return { src: opts.baseUrl + src.slice(1) };
      const abs = resolve(dirname(pos.from ?? file), decodeURIComponent(src.split(/[?#]/)[0]));
      if (!isFile(abs)) {
        problem(pos, `image not found: ${src}`, 'fix the path; it is relative to this Markdown file');
        return undefined;
      }
      images.push(abs);
      return { src: SLOT(images.length - 1) };
    },
  };
  // The site's markdown.math, as its pages are parsed (this thread may have parsed none of them).
  setMath(opts.math);
  setMdx1Text(opts.mdx1Text);
  const parsed = await withParserParts(() => parseMarkdown(input));
  for (const e of parsed.errors) problem({ line: e.line ?? 1, column: e.column ?? 1 }, e.message, e.hint ?? 'fix the Markdown at this position');
  if (hasMarkers(parsed.html)) {
    problem({ line: 1, column: 1 }, 'components inside Markdown that a React file imports are not supported', 'render the component in the React file around it, or make this Markdown a page of its own');
  }
  if (problems.length) return { errors: problems };
  const parts = parsed.html.split(SLOTS);
  const html = parts.map((part, i) => (i % 2 ? `a${part}` : JSON.stringify(part))).join(' + ');
  return {
    errors: [],
    contents: [
      "import { createElement } from 'react';",
      ...images.map((abs, i) => `import a${i} from ${JSON.stringify(abs)};`),
      `const html = ${html || '""'};`,
      // Docusaurus' MDX modules export their headings as `toc`; these are the h2–h6 of the file.
      `export const toc = ${JSON.stringify(parsed.headings.map((h) => ({ id: h.id, value: h.text, level: h.level })))};`,
      "export default function MDXContent() { return createElement('div', { className: 'markdown', dangerouslySetInnerHTML: { __html: html } }); }",
    ].join('\n'),
  };
}

/**
 * The code module of an MDX file that is no page (a page's parse makes its own): the
 * `import`/`export` blocks the MDX parser finds (a block may hold blank lines until its code
 * is complete) and the body's expressions, without partials, raw text or `export default`.
 */
export async function mdxEsmSource(text: string, opts: { site?: SiteMdxComponents | null; math?: boolean } = {}): Promise<string> {
  await loadMdxStack();
  const prepared = prepareSource(bodyOf(text).body, true);
  // Parsed as the page is (markdown.math changes what `{…}` is), so the two name the same code.
  const parsed = mdxStack().parseMdxTree(prepared.markdown, opts.math ?? false);
  // A syntax error is the page's to report (its own parse stops at it): nothing to export here.
  return 'error' in parsed ? '' : codeModuleSource(parsed.tree, opts.site ?? null);
}

/** The esbuild plugin (both bundles); list it before the plugin that loads site files. */
export function mdxModules(opts: { siteDir: string; baseUrl: string; format: MarkdownFormat; math?: boolean; mdx1Text?: boolean; codeModules?: Map<string, string> }): Plugin {
  return {
    name: MDX_MODULES_PLUGIN,
    setup(build) {
      const load = async (file: string) => {
        const out = await compileMdxModule(file, opts);
        return out.contents === undefined ? { errors: out.errors } : { contents: out.contents, loader: 'js' as const, resolveDir: dirname(file) };
      };
      // Read once per bundle: the code of an MDX file may name the site's global components.
      let site: SiteMdxComponents | null | undefined;
      const esm = async (file: string) => {
        let contents = opts.codeModules?.get(file);
        if (contents === undefined) {
          site ??= findSiteMdxComponents(opts.siteDir);
          contents = await mdxEsmSource(readFileSync(file, 'utf8'), { site, math: opts.math });
        }
        // Its JSX (exports, expressions) compiles as the site's own files do, whatever the tsconfig says.
        return { contents: withAutomaticRuntime(contents), loader: 'jsx' as const, resolveDir: dirname(file) };
      };
      build.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, (args) => (args.suffix === MDX_ESM_SUFFIX ? esm(args.path) : load(args.path)));
      build.onLoad({ filter: /\.mdx?(\?esm)?$/i, namespace: SITE_NAMESPACE }, (args) => (args.path.endsWith(MDX_ESM_SUFFIX)
        ? esm(join(opts.siteDir, args.path.slice(0, -MDX_ESM_SUFFIX.length)))
        : load(join(opts.siteDir, args.path))));
    },
  };
}
