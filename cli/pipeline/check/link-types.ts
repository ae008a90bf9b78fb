/**
 * What the link tracker of links.ts works from and records: the build's link context, the
 * links it leaves for the site-wide check, and the files it copies into the build.
 */

export interface PendingLink {
  file: string;
  line: number;
  column: number;
  href: string;
  /** Absolute path (with baseUrl) of the target page. */
  target: string;
  anchor: string | null;
  /** Written in JSX or raw HTML, which Docusaurus does not check: reported as a warning at most. */
  jsx?: boolean;
  /** A redirect's target (config `redirects`): Docusaurus checks its path only, so a broken anchor is a warning at most. */
  redirect?: boolean;
  /** A navbar/footer link into the routes of a plugin opdocs skips: missing for that reason, a warning. */
  madeBy?: { plugin: string; route: string };
  /** Skipped plugins whose routes are unknown, one of which may make the target (said in the error). */
  mayBeMadeBy?: string[];
}

/** An image copied into the build with a content hash. */
export interface CopiedAsset {
  from: string;
  /** Path relative to the output folder. */
  to: string;
}

export interface LinkContext {
  baseUrl: string;
  /**
   * A locale's unlocalized baseUrl (`/base/` while `baseUrl` is `/base/fr/`): HTML written for
   * the served site may name a static file under it, as the default locale serves one there.
   */
  rootBaseUrl?: string;
  /** The site folder: images must resolve inside it (symlinks included). */
  siteDir?: string;
  /** Folders an absolute ".md" link may be relative to (site dir, content dir, docs dir). */
  roots: string[];
  /**
   * The folder of each docs version of each docs instance. A file link in a doc under one of
   * them resolves against that folder first (as Docusaurus resolves against the doc's own
   * version), so `/guide/x.md` in versioned_docs/version-1.0/ means that version's x.md.
   */
  ownRoots?: string[];
  staticDir: string;
  /** Every static folder, first match wins (`staticDirectories`); `staticDir` is the first. */
  staticDirs?: string[];
  /** Markdown file (absolute) → its route path. */
  fileToRoute: Map<string, string>;
  /** Config `trailingSlash`: links to pages are written in the site's form (absent: as written). */
  trailingSlash?: boolean;
}
