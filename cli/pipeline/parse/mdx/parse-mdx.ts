/**
 * The MDX side of parseMarkdown (markdown.ts): the mdast of a body that uses MDX syntax,
 * the extra to-hast handlers for its MDX nodes, and the problems found on the way, as
 * OpdocsErrors with file:line:column. The caller runs groupAdmonitions and the usual handlers.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { Handler } from 'mdast-util-to-hast';
import { OpdocsError } from '../../../errors';
import type { RenderState } from '../hast-handlers';
import { createMdxHandlers, type MdxProblem } from './jsx-handlers';
import { createMdxScope, type SiteMdxComponents } from './mdx-scope';
import type { CssModule } from '../css-module';
import { parseWithMdx1Text } from './mdx1-text';
import { parseMdxTree, shiftMessageLines } from './mdx-tree';
import { inlinePartials } from './partials';
import type { MarkdownFormat } from './format';
import { moduleNames } from './free-names';
import { codeModuleSource } from './code-module-source';
import { PAGE_EXPORT_NAMES, resolvePageExports } from './page-exports';
import type { CallerProps } from './code-module-source';

/** One body to read as MDX. */
export interface MdxInput {
  /** The body after prepare-source.ts. */
  markdown: string;
  /** Absolute path of the file (relative imports and errors). */
  file: string;
  /** Lines before the body in the file (front matter). */
  lineOffset: number;
  /** The site folder, for `@site/…` imports. */
  siteDir?: string;
  /** The site's base URL, for `useBaseUrl('/x')`. */
  baseUrl: string;
  /** Reads an imported .md/.mdx partial; undefined when it cannot be read. */
  readFile?: (file: string) => string | undefined;
  /** The file of an imported component (`./Chart` → `./Chart.tsx`); undefined when there is none. */
  resolveModule?: (path: string) => string | undefined;
  /** The file of a component imported from an npm package; undefined when it is not installed. */
  resolvePackage?: (spec: string, file: string) => string | undefined;
  /** Compiles a CSS module the file imports. */
  cssModule?: (file: string) => CssModule;
  /** Compiles a global stylesheet the file imports for its effect. */
  stylesheet?: (file: string) => string;
  /** `$…$` is TeX (markdown.math); given here, as this module loads apart from the parse's settings. */
  math?: boolean;
  /** Markdown text as MDX 1 read it (markdown.mdx1Compat.text; mdx1-text.ts). */
  mdx1Text?: boolean;
  /** The site's markdown.format, for the partials the file imports. */
  format?: MarkdownFormat;
  /** The site's global MDX components, usable without an import. */
  mdxComponents?: SiteMdxComponents | null;
  /** The file is a component React code renders (a React page imports it): its code may read the caller's `props`. */
  callerProps?: CallerProps;
}

/** What parseMarkdown needs from the MDX side. */
export interface MdxBody {
  tree: Root;
  /** Problems found so far; the handlers add theirs while the tree is rendered. */
  errors: OpdocsError[];
  /** Stylesheets of the CSS modules the body imports. */
  styles: string[];
  /** Its code module's source (code-module-source.ts); empty when it needs none. */
  esm: string;
  /** Handlers for the MDX node types, to merge over the ordinary ones. */
  createHandlers(ctx: RenderState): Record<string, Handler>;
}

/** Parses an MDX body; a syntax error leaves an empty tree and one error. */
export function parseMdxBody(input: MdxInput): MdxBody {
  const errors: OpdocsError[] = [];
  const toError = (p: MdxProblem) => new OpdocsError({
    file: p.file ?? input.file, line: p.file ? p.line : p.line + input.lineOffset, column: p.column, message: p.message, hint: p.hint,
    ...(p.unchecked ? { unchecked: true } : {}),
  });
  const parsed = input.mdx1Text ? parseWithMdx1Text(input.markdown, input.math ?? false) : parseMdxTree(input.markdown, input.math ?? false);
  if ('error' in parsed) {
    errors.push(toError({ ...parsed.error, message: shiftMessageLines(parsed.error.message, input.lineOffset) }));
    return { tree: { type: 'root', children: [] }, errors, styles: [], esm: '', createHandlers: () => ({}) };
  }
  const programs: Program[] = [];
  for (const node of parsed.tree.children) {
    if (node.type === 'mdxjsEsm' && node.data?.estree) programs.push(node.data.estree as Program);
  }
  // From the file's own tree, before partials are put into it: a partial's h1 is not this file's title.
  const page = resolvePageExports({ tree: parsed.tree, markdown: input.markdown, file: input.file, readFile: input.readFile });
  const { scope, problems } = createMdxScope({ programs, file: input.file, siteDir: input.siteDir, baseUrl: input.baseUrl, readFile: input.readFile, resolveModule: input.resolveModule, resolvePackage: input.resolvePackage, cssModule: input.cssModule, stylesheet: input.stylesheet, page });
  errors.push(...problems.map(toError));
  // A file React code renders gets its props there: code reading them runs in the browser and on the server.
  if (input.callerProps) scope.bindings.delete('props');
  // The code module defines these for the code that reads them (code-module-source.ts).
  scope.moduleNames = new Set([...moduleNames(programs), ...PAGE_EXPORT_NAMES, ...(input.callerProps ? ['props'] : [])]);
  // Made from the file's own tree, before partials are put into it.
  const esm = codeModuleSource(parsed.tree, input.mdxComponents ?? null, page, input.lineOffset, input.callerProps);
  const partialNames = new Map<string, Set<string>>();
  inlinePartials(parsed.tree, scope, input.file, { readFile: input.readFile, resolveModule: input.resolveModule, resolvePackage: input.resolvePackage, siteDir: input.siteDir, mdx1Text: input.mdx1Text, format: input.format, onProblem: (p) => errors.push(toError(p)), moduleNames: partialNames });
  return {
    tree: parsed.tree,
    errors,
    styles: scope.styles,
    esm,
    createHandlers: (ctx) => createMdxHandlers(ctx, scope, (p) => errors.push(toError(p)), input.mdxComponents ?? null, input.file, input.siteDir, partialNames),
  };
}
