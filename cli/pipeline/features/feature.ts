/**
 * The seam every content feature (docs, blog, pages, static files, search) plugs into. The
 * site pipeline (../site.ts) runs the stages in order for all features at once:
 *   load (parallel, disk reads) → parse (one pool for every feature's markdown)
 *   → facts (what other features and SiteData need) → routes → extras (files, copies).
 * A feature owns its config slice, front matter, routes and watch paths; nothing outside it
 * needs to change when a feature is added.
 */
import type { RouteData, SiteData, VersionData } from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import type { OpdocsError, OpdocsWarning } from '../../errors.js';
import type { CopiedAsset, PendingLink } from '../check/links.js';
import type { RouteSource } from '../check/route-files.js';
import type { ParseJob } from '../parse/parse-job.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import type { TextCache } from '../load/scan.js';
import type { LocaleContext } from '../locale.js';
import type { TranslationFile } from '../../translations/translation-file.js';

/** Absolute folders of the site, computed once from the config. */
export interface SitePaths {
  siteDir: string;
  contentDir: string;
  docsDir: string;
  blogDir: string;
  pagesDir: string;
  /** The first static folder (where messages point for a missing "/…" file). */
  staticDir: string;
  /** Every static folder of `staticDirectories`, in order; earlier ones win. */
  staticDirs: string[];
}

export interface FeatureContext {
  config: SiteConfig;
  paths: SitePaths;
  /** serve --watch: drafts included. */
  dev: boolean;
  /** serve --watch: texts of files unchanged since the last rebuild. */
  texts?: TextCache;
  /** Told how many Markdown files a feature found, as soon as it has listed them (before reading them). */
  listed?: (markdownFiles: number) => void;
  /** A locale other than the default: content is read through its translation folders. */
  locale?: LocaleContext;
}

/** What `routes` gets besides the feature context: the site data, and the site's image resolver. */
export interface RoutesContext extends FeatureContext {
  site: SiteData;
  /**
   * Publishes an image file named at a position of `file` (a path relative to it, or "/…" in a
   * static folder) and gives its URL; a missing one is reported there and gives undefined.
   */
  resolveImage?: (file: string, src: string, pos: { line: number; column: number }) => { src: string } | undefined;
}

/** A markdown body a feature wants parsed, and the route it renders at. */
export type FeatureParseJob = ParseJob;

/** What every feature's load returns besides its own state. */
export interface LoadResult<S> {
  state: S;
  errors: OpdocsError[];
  /** Markdown to parse; results come back to `facts`/`routes` in the same order. */
  jobs: FeatureParseJob[];
  /** Source file → route path, for resolving links between files. */
  fileRoutes: [string, string][];
  /** Folders whose files resolve Markdown-file links against themselves first (each docs version's). */
  linkRoots?: string[];
  /** Content folder → its translation folder, for each folder read through one (other locales). */
  localized?: [string, string][];
  /** Problems reported without failing the build (a missing Git history). */
  warnings?: OpdocsWarning[];
  /** Files copied into the output as they are. */
  copies?: CopiedAsset[];
  /** Output-relative paths of files this feature writes that links may point at. */
  files?: string[];
  /** Static files published as they are (checked against generated routes). */
  staticFiles?: { file: string; rel: string }[];
  /** Links outside Markdown (config entries), checked with the rest once every route is known. */
  links?: PendingLink[];
  /** Route paths that are no page but that links may point at (redirected old addresses). */
  linkableRoutes?: string[];
  /** Output-relative files this feature will write, which no static file may replace. */
  writes?: string[];
}

/** Facts a feature contributes to SiteData and to other features. */
export interface SiteFacts {
  versions?: VersionData[];
  docPermalinks?: Map<string, string>;
  sidebarFirstLinks?: Map<string, string | undefined>;
  /** doc id → the sidebar it shows (last version). */
  docSidebars?: Map<string, string>;
  /** Per version, when there are several: what a navbar item links to in each. */
  versionLinks?: Map<string, VersionLinks>;
  hasHomePage?: boolean;
  hasBlog?: boolean;
  /** The ids of `blogInstances` that have posts. */
  blogIds?: string[];
  hasDocs?: boolean;
  /** Why there are no docs (missing or empty folder), for messages about links to them. */
  docsProblem?: string;
  /** The docs of `docsInstances` that have any, by id. */
  docsInstances?: Map<string, InstanceFacts>;
  /** Ids of the drafts a production build leaves out, by docs set and version ("<pluginId>\0<version>"). */
  draftIds?: Map<string, string[]>;
}

/** What one set of docs tells SiteData: its versions, and what navbar items link to. */
export interface InstanceFacts {
  versions: VersionData[];
  versionPersistence: 'localStorage' | 'none';
  /** doc id → permalink (last version). */
  docPermalinks: Map<string, string>;
  /** sidebar id → first link href (last version). */
  sidebarFirstLinks: Map<string, string | undefined>;
  /** doc id → the sidebar it shows (last version). */
  docSidebars: Map<string, string>;
  /** Version name → its links, when there are several versions (a navbar item follows the reader's version). */
  versionLinks?: Map<string, VersionLinks>;
}

/** What navbar items link to in one docs version. */
export interface VersionLinks {
  docPermalinks: Map<string, string>;
  sidebarFirstLinks: Map<string, string | undefined>;
}

/** A JSON file shared by many routes (e.g. a docs sidebar). */
export interface SharedFile {
  /** Path relative to the output folder. */
  file: string;
  url: string;
  /** The data, and its JSON (serialized once, for the file and for change detection). */
  value: unknown;
  json: string;
}

export interface RoutesResult {
  routes: RouteData[];
  errors: OpdocsError[];
  /** Problems the config says to report and go on with (a blog post without a truncate marker). */
  warnings?: OpdocsWarning[];
  shared?: SharedFile[];
  /** Route path → heading ids (for anchor checks); markdown routes only. */
  anchors?: [string, Set<string>][];
  /** The input file behind each route, for messages that name files rather than the config. */
  sources?: Map<RouteData, RouteSource>;
}

/** A file a feature derives from the whole site (e.g. the search index), output-relative. */
export interface GeneratedFile {
  path: string;
  data: string | Uint8Array;
}

/**
 * Files `serve --watch` makes only when a browser first asks for one under `prefix` (the
 * search index: rebuilt on every edit, it cost a tenth of each rebuild, and is read rarely).
 */
export interface OnDemandFiles {
  prefix: string;
  make(): GeneratedFile[];
}

/**
 * Files a build makes while the pages render (the search index: a second on one core for
 * 5,000 docs, which then ran while the other core idled). Pages name them before they exist:
 * `name` is given the build id, which covers everything the files are made from, and puts
 * their names into the site data; `make` runs after, in slices.
 */
export interface DeferredFiles {
  name(buildId: string): void;
  make(): Promise<GeneratedFile[]>;
}

/** Everything the site is made of, once every route exists. */
export interface EmitContext extends FeatureContext {
  /** May be completed here (e.g. the search index URL); pages are rendered after. */
  site: SiteData;
  routes: RouteData[];
  /** Route path → the parse of its Markdown. */
  parsed: Map<string, ParsedMarkdown>;
  shared: SharedFile[];
  /** Ids of the docs left out as drafts, by docs set and version ("<pluginId>\0<version>"). */
  draftIds?: Map<string, string[]>;
}

export interface Feature<S = unknown> {
  name: string;
  /** Files and folders whose edits concern this feature (serve --watch). */
  watchPaths(ctx: Pick<FeatureContext, 'config' | 'paths'>): string[];
  load(ctx: FeatureContext): Promise<LoadResult<S>>;
  /** After parsing: settles what needs the parsed markdown (titles, sidebars). */
  facts?(state: S, parsed: ParsedMarkdown[], ctx: FeatureContext): { facts: SiteFacts; errors: OpdocsError[] };
  routes(state: S, parsed: ParsedMarkdown[], ctx: RoutesContext): RoutesResult;
  /** After routes and checks: files made from the whole site (search index, …). */
  emit?(ctx: EmitContext, state: S): { files: GeneratedFile[]; errors: OpdocsError[]; onDemand?: OnDemandFiles[]; deferred?: DeferredFiles[] };
  /** `opdocs write-translations`: the texts of what the feature loaded, as translation files (after facts). */
  translations?(state: S, ctx: FeatureContext): TranslationFile[];
}
