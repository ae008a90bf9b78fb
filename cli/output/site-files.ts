/**
 * The files of a build besides the pages: shared route data (sidebars), sitemap, feeds, the
 * site marker read by `serve`, and copied images/static files. Used by the full build and by
 * watch-mode rebuilds, which skip files whose bytes did not change.
 */
import { copyFileSync, existsSync, linkSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { LoadedSite } from '../pipeline/site.js';
import { isHashedAsset } from '../serve/content-types.js';
import { createFolderMaker } from './folder-maker.js';
import { writeInPlace } from './write-in-place.js';
import { describeFile, isPrecachable, type KnownFile } from './precache-manifest.js';
import { feedFiles, type FeedFile } from './feeds.js';
import type { OnDemandFiles } from '../pipeline/features/feature.js';
import { renderSitemap } from './sitemap.js';
import { findHomeTarget, renderHomeRedirect } from './home-redirect.js';

/**
 * Output-relative path → contents of every generated (non-page, non-copied) file. With
 * `readerFiles: 'on request'` (serve --watch) the sitemap and feeds are left out: see readerFilesOnRequest.
 */
export function siteFiles(result: LoadedSite, config: SiteConfig, buildId: string, opts: { readerFiles?: 'on request' } = {}): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  for (const f of result.files) files.set(f.path, f.data);
  for (const s of result.shared) files.set(s.file, s.json);
  if (!opts.readerFiles) for (const f of readerFiles(result, config)) files.set(f.path, f.make());
  files.set('__opdocs.json', JSON.stringify({ baseUrl: config.baseUrl, buildId }));
  // No home page: the base URL (the address `serve` prints) leads to the docs' main page.
  const homeTarget = result.routes.some((r) => r.path === config.baseUrl) ? undefined : findHomeTarget(result.site);
  // A redirect from "/" (the redirects feature) already answers there.
  if (homeTarget && !files.has('index.html')) files.set('index.html', renderHomeRedirect(result.site, homeTarget));
  return files;
}

/** The files made for feed readers and crawlers, the sitemap and the blog's feeds, each made on demand. */
function readerFiles(result: LoadedSite, config: SiteConfig): FeedFile[] {
  // A site kept out of search engines lists no pages for them, as Docusaurus' sitemap plugin does.
  const sitemap = config.noIndex ? [] : [{ path: 'sitemap.xml', make: () => renderSitemap(result.site, result.routes) }];
  return [...sitemap, ...feedFiles(result.site, config, result.routes)];
}

/**
 * The sitemap and feeds as files made when first asked for (serve --watch): no page needs
 * them, and remaking them on every edit took a tenth of a rebuild of the TyKO site.
 */
export function readerFilesOnRequest(result: LoadedSite, config: SiteConfig): OnDemandFiles[] {
  return readerFiles(result, config).map((f) => ({ prefix: f.path, make: () => [{ path: f.path, data: f.make() }] }));
}

/** Writes `files` under `dir`; with `onlyChanged`, files whose bytes are already there are left alone. Returns what was written. */
export function writeSiteFiles(dir: string, files: Map<string, string | Uint8Array>, opts: {
  /** Skip files that already hold these bytes in `dir` (serve --watch writes into the live output). */
  onlyChanged?: boolean;
  /**
   * The previous output: a content-hashed file it has is linked, not written again. The search
   * index alone is thousands of such files, nearly all the same after an edit.
   */
  linkFrom?: string;
} = {}): string[] {
  const written: string[] = [];
  // Each folder is made once: the search index alone writes thousands of files into one.
  const folderOf = createFolderMaker();
  for (const [rel, data] of files) {
    const file = join(dir, rel);
    // A file named by its content's hash that is there already has these bytes.
    const there = opts.onlyChanged && existsSync(file);
    if (there && (isHashedAsset(rel) || readFileSync(file).equals(Buffer.from(data)))) continue;
    folderOf(file);
    if (there) writeInPlace(file, data);
    else if (!(opts.linkFrom && isHashedAsset(rel) && tryLink(join(opts.linkFrom, rel), file))) writeFileSync(file, data);
    written.push(rel);
  }
  return written;
}

/**
 * A build's writer into its staging folder (writeSiteFiles, hashed files linked from the
 * previous output): precachable files are described as they are written (`known`), so the
 * precache list need not read them back.
 */
export function createStagingWriter(stagingDir: string, outDir: string): { write(files: Map<string, string | Uint8Array>): void; known: Map<string, KnownFile> } {
  const known = new Map<string, KnownFile>();
  const linkFrom = existsSync(outDir) ? outDir : undefined;
  return {
    known,
    write(files) {
      writeSiteFiles(stagingDir, files, { linkFrom });
      for (const [rel, data] of files) if (isPrecachable(rel)) known.set(rel, describeFile(data));
    },
  };
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Copies images and static files; with `onlyChanged`, a target of the same size and not older is kept. */
export function copySiteAssets(dir: string, copies: LoadedSite['copies'], onlyChanged = false): number {
  let copied = 0;
  const folderOf = createFolderMaker();
  for (const c of copies) {
    const to = join(dir, c.to);
    if (onlyChanged && existsSync(to)) {
      const [a, b] = [statSync(c.from), statSync(to)];
      if (a.size === b.size && a.mtimeMs <= b.mtimeMs) continue;
    }
    folderOf(to);
    copyFileSync(c.from, to);
    copied++;
  }
  return copied;
}
