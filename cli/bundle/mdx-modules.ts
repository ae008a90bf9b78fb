/**
 * Markdown and MDX files that a site's React code imports (`import Intro from './_intro.mdx'`),
 * as Docusaurus' bundler allows: each becomes a component rendering the file's HTML, made at
 * build time by the parser pages use. Its images are bundled like any other asset (hashed
 * names). What only a page can hold (content components, links to other Markdown files) is a
 * build error at its line, with what to do.
 */
import type { Message, Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { EXTERNAL, isFile } from '../pipeline/check/links.js';
import { dirname, join, resolve } from 'node:path';
import { parseMarkdown, type MarkdownPosition } from '../pipeline/parse/markdown.js';
import { loadMdxStack, mdxStack, withParserParts } from '../pipeline/parse/lazy-parts.js';
import { prepareSource } from '../pipeline/parse/prepare-source.js';
import { bodyOf } from '../pipeline/parse/front-matter-block.js';
import { isReadAsMdx, type MarkdownFormat } from '../pipeline/parse/mdx/format.js';
import { codeExport, codeExportName, MDX_ESM_SUFFIX, MDX_GLOBALS } from '../pipeline/parse/mdx/code-module.js';
import { isSiteGlobal, moduleNames, unknownNames } from '../pipeline/parse/mdx/free-names.js';
import type { SiteMdxComponents } from '../pipeline/parse/mdx/mdx-scope.js';
import { findSiteMdxComponents } from '../pipeline/load/mdx-components.js';
import type { Program } from 'estree';
import { findModuleFile, resolvePackageFile } from '../pipeline/parse/mdx/module-files.js';
import { hasMarkers } from '../../runtime/islands/markers.js';

export const MDX_MODULES_PLUGIN = 'opdocs:mdx-modules';

// Marks where an image's URL goes; esbuild's file loader gives the URL when the module runs.
const SLOT = (i: number) => `\u0000opdocs-asset-${i}\u0000`;
const SLOTS = /\u0000opdocs-asset-(\d+)\u0000/;

interface Compiled { contents?: string; errors: Message[] | Partial<Message>[] }

/** The module for `file`: its HTML with image imports, or the problems found in it. */
export async function compileMdxModule(file: string, opts: { siteDir: string; baseUrl: string; format: MarkdownFormat }): Promise<Compiled> {
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
 * The `import`/`export` blocks of an MDX file, as a module of their own: the components a page
 * defines for itself render from it. The blocks are the ones the MDX parser finds (a block may
 * hold blank lines until its code is complete). Imports of Markdown partials and of raw text
 * are left out, and so is `export default`: the page's parse handles those itself.
 */
export async function mdxEsmSource(text: string, site: SiteMdxComponents | null = null): Promise<string> {
  await loadMdxStack();
  const prepared = prepareSource(bodyOf(text).body, true);
  const parsed = mdxStack().parseMdxTree(prepared.markdown);
  // A syntax error is the page's to report (its own parse stops at it): nothing to export here.
  if ('error' in parsed) return '';
  const blocks = parsed.tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? [node.value] : []));
  const known = moduleNames(parsed.tree.children.flatMap((node) => (node.type === 'mdxjsEsm' && node.data?.estree ? [node.data.estree as Program] : [])));
  let usesGlobals = false;
  // Every expression of the body as a function, named as the page's parse names the ones it
  // cannot evaluate itself (code-module.ts); the others are never called.
  const code = new Map<string, string>();
  const add = (source: string, program: unknown) => {
    const first = (program as Program | undefined)?.body?.[0];
    if (first?.type !== 'ExpressionStatement') return;
    const globals = site ? unknownNames(first.expression, known).filter((name) => isSiteGlobal(site.names, name)) : [];
    usesGlobals ||= globals.length > 0;
    code.set(codeExportName(source), codeExport(source, globals));
  };
  type Node = { type: string; value?: unknown; data?: { estree?: unknown }; attributes?: { type: string; value?: unknown }[]; children?: Node[] };
  const visit = (node: Node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') add(String(node.value), node.data?.estree);
    for (const attr of node.attributes ?? []) {
      const value = attr.value as { value: string; data?: { estree?: unknown } } | string | null | undefined;
      if (attr.type === 'mdxJsxAttribute' && value && typeof value === 'object') add(value.value, value.data?.estree);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parsed.tree as Node);
  return [
    ...(usesGlobals && site ? [`import ${MDX_GLOBALS} from ${JSON.stringify(site.file)};`] : []),
    blocks.join('\n\n')
      .replace(/^import\s[^;]*?from\s*(['"])([^'"]*)\1;?/gm, (statement, _q: string, spec: string) => (/raw-loader!/.test(spec) ? '' : /\.mdx?$/.test(spec) ? namedFromMdx(statement, spec) : statement))
      .replace(/^export\s+default\b[^\n]*/gm, ''),
    ...code.values(),
  ].join('\n\n');
}

/** `import Part, { Proof } from './x.mdx'` → `import { Proof } from './x.mdx?esm'`: a partial is the page's parse's, a named export the other file's code. */
function namedFromMdx(statement: string, spec: string): string {
  const named = /\{[^}]*\}/.exec(statement);
  return named ? `import ${named[0]} from ${JSON.stringify(spec + MDX_ESM_SUFFIX)};` : '';
}

/** The esbuild plugin (both bundles); list it before the plugin that loads site files. */
export function mdxModules(opts: { siteDir: string; baseUrl: string; format: MarkdownFormat }): Plugin {
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
        site ??= findSiteMdxComponents(opts.siteDir);
        return { contents: await mdxEsmSource(readFileSync(file, 'utf8'), site), loader: 'jsx' as const, resolveDir: dirname(file) };
      };
      build.onLoad({ filter: /\.mdx?$/i, namespace: 'file' }, (args) => (args.suffix === MDX_ESM_SUFFIX ? esm(args.path) : load(args.path)));
      build.onLoad({ filter: /\.mdx?(\?esm)?$/i, namespace: 'opdocs-site' }, (args) => (args.path.endsWith(MDX_ESM_SUFFIX)
        ? esm(join(opts.siteDir, args.path.slice(0, -MDX_ESM_SUFFIX.length)))
        : load(join(opts.siteDir, args.path))));
    },
  };
}
