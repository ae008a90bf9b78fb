/** What parseMarkdown (markdown.ts) takes and gives back: the body with its hooks, and what it finds in it. */
import type { OpdocsError } from '../../errors';
import type { CssModule } from './css-module';
import type { ResolvedImage } from './rewrite-html';
import type { SearchBlock } from './search-blocks';
import type { HeadEntry } from '../../../theme/compat/head-data';
import type { SiteMdxComponents } from './mdx/mdx-scope';
import type { MarkdownFormat } from './mdx/format';

/** 1-based position in the whole file (front matter lines included). */
export interface MarkdownPosition {
  line: number;
  column: number;
  /** The partial the URL was written in, when not the page itself: relative paths start from its folder. */
  from?: string;
  /**
   * Written in a JSX element or raw HTML (`<a href>`, `<img src>`), not Markdown syntax. Docusaurus
   * checks neither, so a broken one is a warning here (check-links.ts), not a failed build.
   */
  jsx?: boolean;
  /**
   * A file the MDX imports or requires as a module (`import pic from './a.png'`,
   * `require('./a.png').default`). Docusaurus' bundler stops at a missing one, so it fails the
   * build here too, whatever `onBrokenImages` says.
   */
  imported?: boolean;
  /** The URL as the author wrote it, when encoding changed it (`[x](%)` is resolved as `%25`): what messages name. */
  written?: string;
}

/** One Markdown body to render. */
export interface MarkdownInput {
  /** Markdown body (front matter already removed). */
  source: string;
  /** Absolute path, for error messages. */
  file: string;
  /** Number of lines before `source` in the file (front matter lines). */
  lineOffset: number;
  /**
   * Read the file as MDX (`markdown.format`, see mdx/format.ts): a body that uses MDX syntax
   * goes through the MDX parser; one that does not keeps the plain path, without indented code.
   */
  isMdx: boolean;
  /** The site's `markdown.format`, which also decides how a partial the body imports is read. Default "mdx". */
  format?: MarkdownFormat;
  /** The site folder, for `@site/…` imports in MDX. */
  siteDir?: string;
  /** The site's base URL, for `useBaseUrl()` in MDX. Default "/". */
  baseUrl?: string;
  /** The site's global MDX components (`src/theme/MDXComponents`), usable without an import. */
  mdxComponents?: SiteMdxComponents | null;
  /** The file is a component React code renders (a React page imports it): its code may read the caller's `props`. */
  callerProps?: { hookFile: string };
  /** Reads a file an MDX body imports (a partial, raw text); undefined when it cannot be read. */
  readFile?: (file: string) => string | undefined;
  /** Finds the file of a component an MDX body imports (extension, index file); undefined when there is none. */
  resolveModule?: (path: string) => string | undefined;
  /** Finds the file of a component an MDX body imports from an npm package; undefined when it is not installed. */
  resolvePackage?: (spec: string, file: string) => string | undefined;
  /** Compiles a CSS module an MDX body imports (`import styles from './x.module.css'`). */
  cssModule?: (file: string) => CssModule;
  /** Compiles a global stylesheet an MDX body imports for its effect (`import 'pkg/dist/x.css'`), as webpack loads it. */
  stylesheet?: (file: string) => string;
  /**
   * Called for every link href in the output (markdown links, autolinks, raw HTML <a href>),
   * with the URL as the HTML carries it (entities decoded, percent-encoding kept).
   * Return the replacement href, or undefined to keep it.
   */
  resolveLink?: (href: string, pos: MarkdownPosition) => string | undefined;
  /** Called for every image src (markdown images and raw <img src>). Return a replacement, or undefined to keep it. */
  resolveImage?: (src: string, pos: MarkdownPosition) => ResolvedImage | undefined;
}

/** An h2–h6 of the body. */
export interface ParsedHeading {
  level: number;
  /** Final, de-duplicated id. */
  id: string;
  /** Plain text (emoji applied, `{#id}` removed). */
  text: string;
  /** Inline HTML for the TOC (links unwrapped). */
  html: string;
  /** 1-based line in the whole file. */
  line: number;
}

/** Everything parseMarkdown finds in one body. */
export interface ParsedMarkdown {
  /** Tags a `<Head>` in the MDX body asked for; absent when there are none. */
  head?: HeadEntry[];
  /** The values of the JSON-LD blocks of that `<Head>`, for the page's head; absent when there are none. */
  jsonLd?: unknown[];
  /** Source of the MDX file's code module (`<file>?esm`), for the bundles; absent when it needs none. */
  esm?: string;
  /** Full body HTML. */
  html: string;
  /** HTML of everything before the first truncate marker; null when there is no marker. */
  excerptHtml: string | null;
  hasTruncateMarker: boolean;
  /** Plain text of the first h1, if any. */
  title: string | null;
  hasH1: boolean;
  /** Every h2..h6 in order, with final ids (h1 gets no id). */
  headings: ParsedHeading[];
  /** Problems in the content (e.g. MDX that cannot be rendered); parseMarkdown never throws for content. */
  errors: OpdocsError[];
  /** The page's searchable text in document order (see SearchBlock). */
  blocks: SearchBlock[];
  /** Stylesheets of the CSS modules an MDX body imports; absent when there are none. */
  styles?: string[];
}
