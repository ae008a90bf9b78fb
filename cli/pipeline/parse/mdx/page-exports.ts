/**
 * The names Docusaurus' MDX loader gives every MDX file besides `toc` (mdx-scope.ts):
 * `frontMatter`, the file's front matter as written, `contentTitle`, the text of its h1, and
 * `metadata`, of which a file can know its title, description and date (a podcast post's
 * `<Embed title={metadata.title} />`); the rest of it reads as undefined here.
 * Expressions the build evaluates read them from the scope; code that runs where the page
 * runs reads them from the file's code module (code-module-source.ts).
 */
import type { Root } from 'mdast';
import { readYaml } from '../../../config/yaml-source';
import { splitFrontMatter } from '../front-matter-block';
import { splitExplicitId } from '../headings';
import { OPEN_OBJECT } from './static-value';
import type { MdxScope } from './scope-types';

/** What the names stand for in one file. */
export interface PageExports {
  /** The YAML between the `---` lines, unchecked, as Docusaurus exports it; {} without one. */
  frontMatter: Record<string, unknown>;
  /** The first heading's text when it is an h1 above any thematic break, as Docusaurus finds it. */
  contentTitle: string | undefined;
  /** What the file itself says of Docusaurus' `metadata`: title (front matter, else its h1), description and date. */
  metadata: Record<string, unknown>;
}

/** The names, for the code module's list of what it defines. */
export const PAGE_EXPORT_NAMES = ['frontMatter', 'contentTitle', 'metadata'];

/**
 * The exports of the file whose body is `markdown`. The body comes without its front matter,
 * so the file is read again through `readFile`, which also ties a cached parse to the file's
 * front matter (parse-job.ts stamps what it reads); only a body naming `frontMatter` pays.
 */
export function resolvePageExports(opts: { tree: Root; markdown: string; file: string; readFile?: (file: string) => string | undefined }): PageExports {
  const frontMatter = /\b(frontMatter|metadata)\b/.test(opts.markdown) ? readFrontMatter(opts.file, opts.readFile) : {};
  const contentTitle = findContentTitle(opts.tree);
  return { frontMatter, contentTitle, metadata: metadataOf(frontMatter, contentTitle) };
}

/** The part of `metadata` a file's own text gives; a YAML date is written as JSON writes a Date. */
function metadataOf(frontMatter: Record<string, unknown>, contentTitle: string | undefined): Record<string, unknown> {
  const { title, description, date } = frontMatter;
  const out: Record<string, unknown> = { frontMatter };
  const shownTitle = typeof title === 'string' ? title : contentTitle;
  if (shownTitle !== undefined) out.title = shownTitle;
  if (typeof description === 'string') out.description = description;
  if (date instanceof Date && !Number.isNaN(date.getTime())) out.date = date.toISOString();
  else if (typeof date === 'string') out.date = date;
  return out;
}

function readFrontMatter(file: string, readFile: ((file: string) => string | undefined) | undefined): Record<string, unknown> {
  const text = readFile?.(file);
  const split = text === undefined ? 'none' : splitFrontMatter(text);
  if (typeof split === 'string') return {};
  // Broken YAML is the page's error (front-matter.ts), reported once there; here it is empty.
  const { value } = readYaml(split.yaml, { file, what: 'front matter' });
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) ? value as Record<string, unknown> : {};
}

type TitleNode = { type: string; depth?: number; value?: unknown; children?: TitleNode[] };

/** Docusaurus' contentTitle rule: only the first heading counts, and only above the first `---`. */
export function findContentTitle(tree: Root): string | undefined {
  const heading = firstHeadingOrBreak(tree as TitleNode);
  return heading?.type === 'heading' && heading.depth === 1 ? splitExplicitId(textOf(heading)).html : undefined;
}

function firstHeadingOrBreak(node: TitleNode): TitleNode | undefined {
  if (node.type === 'heading' || node.type === 'thematicBreak') return node;
  for (const child of node.children ?? []) {
    const found = firstHeadingOrBreak(child);
    if (found) return found;
  }
  return undefined;
}

const textOf = (node: TitleNode): string =>
  (node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

/** Binds the names in the scope; a file's own export or import of the same name comes later and wins. */
export function bindPageExports(scope: MdxScope, page: PageExports): void {
  // A key left out of the front matter reads as undefined (`{frontMatter.hide && …}`), as in JavaScript.
  scope.bindings.set('frontMatter', { kind: 'value', value: { ...page.frontMatter, [OPEN_OBJECT]: true } });
  scope.bindings.set('contentTitle', { kind: 'value', value: page.contentTitle });
  scope.bindings.set('metadata', { kind: 'value', value: { ...page.metadata, [OPEN_OBJECT]: true } });
}

/** The code module's definitions of the names its code reads (`reads`) and does not define itself. */
export function pageExportsCode(page: PageExports, reads: Set<string>): string[] {
  const values: Record<string, unknown> = { ...page };
  return PAGE_EXPORT_NAMES.filter((name) => reads.has(name)).map((name) => `const ${name} = ${JSON.stringify(values[name]) ?? 'undefined'};`);
}
