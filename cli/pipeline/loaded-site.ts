/** What loadSite (site.ts) returns and takes. */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { CopiedAsset } from './check/links.js';
import type { LinkTargets } from './check/check-links.js';
import type { MarkdownLinkTable } from './check/markdown-links.js';
import type { ParsedMarkdown } from './parse/markdown.js';
import type { ParseCache } from './parse/parse-cache.js';
import type { DeferredFiles, GeneratedFile, OnDemandFiles, SharedFile } from './features/feature.js';
import type { TextCache } from './load/scan.js';
import type { LocaleContext } from './locale.js';
import type { TranslationFile } from '../translations/translation-file.js';

export interface LoadedSite {
  site: SiteData;
  routes: RouteData[];
  shared: SharedFile[];
  /** Files to copy into the output: hashed images and static files. */
  copies: CopiedAsset[];
  /** React pages of the site: page key → absolute source file. */
  reactPages: Map<string, string>;
  /** Route path → the parse of its markdown (search records, incremental rebuilds). */
  parsed: Map<string, ParsedMarkdown>;
  /** Route path → its Markdown file (errors found after the parse name it). */
  markdownFiles: Map<string, string>;
  /** Files derived from the whole site by the features (search index, opensearch.xml). */
  files: GeneratedFile[];
  /** serve --watch: derived files made when first asked for (see OnDemandFiles). */
  onDemand: OnDemandFiles[];
  /** Derived files made while the pages render, named by the build id (see DeferredFiles). */
  deferred: DeferredFiles[];
  /** Every input folder and file worth watching. */
  watchPaths: string[];
  /** What links may point at: the links of React pages are checked against it once they are rendered. */
  linkTargets: LinkTargets;
  /** What a link to a Markdown file in Markdown that a React file imports resolves against (the bundles compile those files). */
  markdownLinks: MarkdownLinkTable;
  /** The features' translation files, when asked for (LoadSiteOptions.translations). */
  translations?: TranslationFile[];
}

export interface LoadSiteOptions {
  /** Include drafts (serve --watch). */
  dev?: boolean;
  /** Reuses parses of unchanged files (watch mode, warm builds). */
  parseCache?: ParseCache;
  /** Called as markdown files are parsed (files done, total). */
  onParseProgress?: (files: number, total: number) => void;
  /** Called once every input file is read, as the parse starts (this thread idles while parse threads work). */
  onRead?: () => void;
  /** Called once all markdown is parsed, with how many files were not in the parse cache. */
  onParsed?: (fresh: number) => void;
  /** serve --watch: texts of files unchanged since the last rebuild. */
  texts?: TextCache;
  /** A locale's context: another locale, or the default one when it has an i18n/<code>/ folder (its config already localized by localizeConfig). */
  locale?: LocaleContext;
  /** Also make the features' translation files (`opdocs write-translations`). */
  translations?: boolean;
  /** Once aborted, the parse hands out no more files and loadSite rejects with its reason (serve's Ctrl-C). */
  signal?: AbortSignal;
}
