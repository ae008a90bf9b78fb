/**
 * The files a content stylesheet's `url()`s name (a CSS module or a stylesheet an MDX page
 * imports). That stylesheet ships as one file in assets/, outside the bundles, so its URLs are
 * settled when it is compiled: `url(/img/x.png)` is a file of the static folders, served under
 * the base URL, as Docusaurus' webpack finds it through its resolve roots (static folders, then
 * the site folder); a file found only in the site folder, like a relative `url(./x.png)`, is
 * copied next to the stylesheet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashedAssetName } from '../check/asset-name.js';
import { splitHref } from '../check/links.js';
import { safeDecode } from '../routes/url.js';
import { isWithin } from '../../bundle/paths.js';
import type { CopiedAsset } from '../check/link-types.js';

/** Where a content stylesheet's root-absolute URLs point. */
export interface CssUrlContext {
  /** The base URL the static folders are served at (the locale's, in a locale build). */
  baseUrl: string;
  /** Absolute static folders, looked in first, in order. */
  staticDirs: string[];
  /** The site folder, looked in when no static folder holds the file. */
  siteDir?: string;
}

interface EsbuildMessage { text: string; location?: { file: string; line: number; column: number; lineText?: string } | null }

/** A root-absolute URL the stylesheet names: what it becomes, and the file copied for it, if any. */
export interface RootUrl {
  url: string;
  asset?: CopiedAsset;
  /** The file it names, for the parse cache to notice a change. */
  file: string;
}

const UNRESOLVED = /^Could not resolve "(\/[^/"][^"]*)"$/;

/**
 * The root-absolute URLs among esbuild's errors (`Could not resolve "/img/x.png"`) with the
 * message of each; null when any error is of another kind (that one is the CSS's problem).
 */
export function unresolvedRootUrls(err: unknown): Map<string, EsbuildMessage> | null {
  const errors = (err as { errors?: EsbuildMessage[] } | null)?.errors;
  if (!errors?.length) return null;
  const found = new Map<string, EsbuildMessage>();
  for (const message of errors) {
    const spec = UNRESOLVED.exec(message.text)?.[1];
    if (!spec) return null;
    found.set(spec, message);
  }
  return found;
}

/**
 * What `spec` (`/img/x.png?v=2`) becomes in the shipped stylesheet; throws esbuild's message, at
 * the CSS line, with what to do when neither a static folder nor the site folder holds the file.
 */
export function resolveRootUrl(spec: string, message: EsbuildMessage, ctx: CssUrlContext): RootUrl {
  const { path, rest: suffix } = splitHref(spec);
  // A stray % is kept as written: the file name may hold it.
  const decoded = safeDecode(path);
  const inStatic = ctx.staticDirs.map((dir) => join(dir, decoded)).find((f) => isWithinAny(f, ctx.staticDirs) && existsSync(f));
  if (inStatic) return { url: ctx.baseUrl.replace(/\/$/, '') + spec, file: inStatic };
  const inSite = ctx.siteDir ? join(ctx.siteDir, decoded) : undefined;
  // Only inside the site folder: "/../x" must not publish a file from elsewhere on the disk.
  if (inSite && isWithin(inSite, ctx.siteDir!) && existsSync(inSite)) {
    const name = hashedAssetName(inSite, readFileSync(inSite));
    // The stylesheet is published in assets/ too: the copy is its neighbour.
    return { url: `./${name}${suffix}`, asset: { from: inSite, to: `assets/${name}` }, file: inSite };
  }
  const folders = ctx.staticDirs.map((dir) => `${ctx.siteDir ? dir.slice(ctx.siteDir.length + 1) || '.' : dir}/`).join(', ') || 'none';
  const text = `url(${spec}) names no file: a URL starting with / is a file of the static folders (${folders}) or of the site folder; fix the path or add the file`;
  throw Object.assign(new Error(text), { errors: [{ ...message, text }] });
}

function isWithinAny(file: string, dirs: string[]): boolean {
  return dirs.some((dir) => isWithin(file, dir));
}

/** The compiled CSS with each root-absolute URL esbuild kept as written replaced by what it becomes. */
export function rewriteRootUrls(css: string, urls: Map<string, RootUrl>): string {
  if (urls.size === 0) return css;
  // esbuild writes a URL it keeps as `url(/x)` or `url("/x")`: the spec exactly as the source had it.
  return css.replace(/url\((["']?)(\/[^"')]*)\1\)/g, (whole, quote: string, spec: string) => {
    const target = urls.get(spec);
    return target ? `url(${quote}${target.url}${quote})` : whole;
  });
}
