/**
 * One markdown file's parse with its link/image resolution, in a form that can run in a
 * worker thread and be cached: input and output are plain data (errors as plain objects).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileContentCss } from './css-module.js';
import { OpdocsError, plainError, type PlainError } from '../../errors.js';
import { createLinkTracker, type LinkContext, type PendingLink, type CopiedAsset } from '../check/links.js';
import { parseMarkdown, type ParsedMarkdown } from './markdown.js';
import { findModuleFile, findPackageDir, resolvePackageFile } from './mdx/module-files.js';
import { withParserParts } from './lazy-parts.js';
import { setContentOverrides } from './override-markers.js';
import { setNpm2Yarn, type Npm2YarnSetting } from './npm2yarn.js';
import { setMath } from './math.js';
import { setBuiltLabels } from './built-labels.js';
import { setMdx1Text } from './mdx1-text-setting.js';
import { setPluginAliases } from './mdx/path-aliases.js';
import { setMermaid } from './mermaid.js';
import { setMagicComments, type MagicComment } from './magic-comments.js';
import { setDefaultCodeLanguage } from './code-block.js';
import { setHeadingIdCase } from './headings.js';
import { setAdmonitionKeywords, setTruncateMarker } from './prepare-source.js';
import { setPartialSettings } from './mdx/partials.js';
import type { SiteMdxComponents } from './mdx/mdx-scope.js';
import type { MarkdownFormat } from './mdx/format.js';

/** What shapes every parse of a build besides the file: links, and the content components the site overrides. */
export interface ParseContext extends LinkContext {
  /** Overridden content components (e.g. ["Admonition"]): their Markdown constructs become component markers. */
  contentOverrides?: string[];
  /** `markdown.npm2yarn` of the config: fences marked `npm2yarn` become package-manager tabs. */
  npm2yarn?: Npm2YarnSetting | null;
  /** `markdown.mermaid`: ```mermaid fences become diagrams drawn in the browser. */
  mermaid?: boolean;
  /** `markdown.math` of the config: `$…$` is TeX (remark-math's syntax). */
  math?: boolean;
  /** `markdown.mdx1Compat.text` of the config: Markdown text as MDX 1 read it (mdx/mdx1-text.ts). */
  mdx1Text?: boolean;
  /** `markdown.format` of the config: how the partials an MDX page imports are read (default "mdx"). */
  markdownFormat?: MarkdownFormat;
  /** `blog.truncateMarker`: the source of a regular expression matching the comments that end excerpts. */
  truncateMarker?: string | null;
  /** The site's own admonition keywords, drawn by its swizzled Admonition/Types (load/admonition-keywords.ts). */
  admonitionKeywords?: string[] | null;
  /** `markdown.admonitionKeywords`: the config's own keywords; those without a component are drawn as `info`. */
  infoAdmonitionKeywords?: string[] | null;
  /** `markdown.anchors.maintainCase`: heading ids keep the case of the heading text. */
  anchorsMaintainCase?: boolean;
  /** `markdown.magicComments` of the config; null or absent: the built-in highlight comments. */
  magicComments?: MagicComment[] | null;
  /** `markdown.defaultCodeLanguage`: the language of fences that name none. */
  defaultCodeLanguage?: string | null;
  /** The site's `src/theme/MDXComponents`, when it has one. */
  mdxComponents?: SiteMdxComponents | null;
  /** The locale's translations of the theme texts parsing writes (built-labels.ts). */
  labels?: Record<string, string>;
  /** Webpack aliases of a Docusaurus config's plugins (alias → absolute path), for MDX imports. */
  pluginAliases?: Record<string, string> | null;
  /** The files of the site's src/theme/, which `@theme/<Name>` imports resolve to (swizzledThemeFiles). */
  swizzled?: string[];
}

export interface ParseJob {
  file: string;
  route: string;
  body: string;
  lineOffset: number;
  isMdx: boolean;
}

/** Everything one file's parse produced, and the image files it read (to validate a cache hit). */
export interface ParseOutcome {
  parsed: ParsedMarkdown;
  pending: PendingLink[];
  errors: PlainError[];
  assets: CopiedAsset[];
  /** [absolute path, mtimeMs, size] of every image file and MDX partial the parse looked at. */
  images: [string, number, number][];
}

export interface ParseBatchResult {
  parsed: ParsedMarkdown[];
  pending: PendingLink[];
  errors: PlainError[];
  assets: CopiedAsset[];
}

function imageStamp(abs: string): [string, number, number] {
  try {
    const s = statSync(abs);
    return [abs, s.mtimeMs, s.size];
  } catch {
    return [abs, -1, -1];
  }
}

/** Parses one file with its own link tracker. */
export function parseOne(job: ParseJob, ctx: ParseContext): ParseOutcome {
  // A locale's labels hold for this parse only: a later parse without a locale is in English.
  setBuiltLabels(ctx.labels);
  try {
    return parseWithSettings(job, ctx);
  } finally {
    setBuiltLabels(undefined);
  }
}

function parseWithSettings(job: ParseJob, ctx: ParseContext): ParseOutcome {
  setContentOverrides(ctx.contentOverrides ?? []);
  setNpm2Yarn(ctx.npm2yarn);
  setMermaid(ctx.mermaid);
  setMath(ctx.math);
  setMdx1Text(ctx.mdx1Text);
  setPluginAliases(ctx.pluginAliases);
  setMagicComments(ctx.magicComments);
  setDefaultCodeLanguage(ctx.defaultCodeLanguage);
  setHeadingIdCase(ctx.anchorsMaintainCase);
  setTruncateMarker(ctx.truncateMarker);
  setAdmonitionKeywords(ctx.admonitionKeywords, ctx.infoAdmonitionKeywords);
  setPartialSettings(JSON.stringify([ctx.contentOverrides, ctx.npm2yarn, ctx.mermaid, ctx.math, ctx.mdx1Text, ctx.magicComments, ctx.anchorsMaintainCase, ctx.truncateMarker, ctx.markdownFormat, ctx.labels, ctx.admonitionKeywords, ctx.infoAdmonitionKeywords ?? null, ctx.defaultCodeLanguage ?? null, ctx.swizzled ?? []]));
  const tracker = createLinkTracker(ctx);
  const images: [string, number, number][] = [];
  const cssAssets: CopiedAsset[] = [];
  const cssUrls = { baseUrl: ctx.baseUrl, staticDirs: ctx.staticDirs ?? [ctx.staticDir], siteDir: ctx.siteDir };
  const contentCss = (abs: string, global: boolean) => {
    images.push(imageStamp(abs));
    const compiled = compileContentCss(abs, global, cssUrls);
    // A file its url()s name is stamped too: the cached parse is redone when it changes or goes.
    for (const file of compiled.files ?? []) images.push(imageStamp(file));
    cssAssets.push(...(compiled.assets ?? []));
    return compiled;
  };
  const result = parseMarkdown({
    source: job.body, file: job.file, lineOffset: job.lineOffset, isMdx: job.isMdx, format: ctx.markdownFormat, siteDir: ctx.siteDir, baseUrl: ctx.baseUrl, mdxComponents: ctx.mdxComponents,
    resolveModule: (path) => {
      // Not found is an error, and a parse with errors is never cached: only a hit needs a stamp.
      const found = findModuleFile(path);
      if (found) images.push(imageStamp(found));
      return found;
    },
    resolvePackage: (spec, from) => {
      const found = resolvePackageFile(spec, from, ctx.siteDir);
      // An install or removal of the package changes its package.json.
      const dir = found ? findPackageDir(spec, from, ctx.siteDir) : undefined;
      if (dir) images.push(imageStamp(join(dir, 'package.json')));
      return found;
    },
    cssModule: (abs) => contentCss(abs, false),
    stylesheet: (abs) => contentCss(abs, true).css,
    readFile: (abs) => {
      images.push(imageStamp(abs));
      try {
        return readFileSync(abs, 'utf8');
      } catch {
        return undefined;
      }
    },
    resolveLink: (href, pos) => {
      const resolved = tracker.resolveLink(job.file, job.route, href, pos, pos.from);
      // A published file, like an image, is stamped: the cached parse is redone when it changes.
      const abs = tracker.lastLinkFile();
      if (abs) images.push(imageStamp(abs));
      return resolved;
    },
    resolveImage: (src, pos) => {
      const resolved = tracker.resolveImage(job.file, src, pos, pos.from);
      const abs = tracker.lastImageFile();
      if (abs) images.push(imageStamp(abs));
      return resolved;
    },
  });
  const errors = [...result.errors.map(plainError), ...tracker.errors.map(plainError)];
  return { parsed: { ...result, errors: [] }, pending: tracker.pending, errors, assets: [...tracker.assets(), ...cssAssets], images };
}

/** Parses a batch of files; outcomes keep the order of `jobs`. */
export async function parseBatch(jobs: ParseJob[], ctx: ParseContext): Promise<ParseOutcome[]> {
  const outcomes: ParseOutcome[] = [];
  // A part loads once per thread, so a file is parsed again at most once per part.
  for (const job of jobs) outcomes.push(await withParserParts(() => parseOne(job, ctx)));
  return outcomes;
}

/** Joins outcomes in job order; an image used by several files is copied once. */
export function mergeOutcomes(outcomes: ParseOutcome[]): ParseBatchResult {
  const seen = new Set<string>();
  return {
    parsed: outcomes.map((o) => o.parsed),
    pending: outcomes.flatMap((o) => o.pending),
    errors: outcomes.flatMap((o) => o.errors),
    assets: outcomes.flatMap((o) => o.assets).filter((a) => (seen.has(a.from) ? false : (seen.add(a.from), true))),
  };
}

/** Turns plain errors back into OpdocsError objects. */
export function toOpdocsErrors(errors: PlainError[]): OpdocsError[] {
  return errors.map((e) => new OpdocsError(e));
}
