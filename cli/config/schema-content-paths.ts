/**
 * Keys shared by the `docs` and `blog` sections that say where their pages go and which files
 * are content: URL segments under the section's path (`tagsBasePath`, the blog's archive,
 * authors and list-page segments) and Docusaurus' `include` / `exclude` globs.
 */
import * as z from 'zod';
// Checked as the pipeline joins them: without slashes around.
import { bareSegment, safeDecode } from '../pipeline/routes/url.js';

/**
 * A segment must leave the page inside its section, on a path of its own: empty would put the
 * tags list on the blog's index, and "..", "?" or "#" would leave the section or the path.
 */
function segmentProblem(value: string): string | undefined {
  const parts = bareSegment(value).split('/');
  if (parts.length === 1 && parts[0] === '') return 'must name a path segment';
  // Decoded as a browser and the route check read them: "%2e%2e" is "..".
  if (parts.some((p) => p === '' || /^\.\.?$/.test(safeDecode(p)))) return 'must be path segments without "", "." or ".."';
  if (/%(?![0-9a-f]{2})/i.test(value)) return 'must not hold a "%" that starts no escape (write "%25" for the character)';
  if (/[?#\\\s]/.test(value)) return 'must be a plain path segment, without "?", "#", "\\" or spaces';
  return undefined;
}

const checkSegment = (example: string, orNull = '') => (value: string | null, ctx: z.RefinementCtx) => {
  const problem = value === null ? undefined : segmentProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `${problem}, got ${JSON.stringify(value)}`, params: { hint: `e.g. "${example}" (a leading or trailing "/" is ignored)${orNull}` } });
};

/**
 * A section's URL prefix (`routeBasePath`): like a segment, but "" (or "/") puts the section at
 * the site's root. Checked here so a bad prefix is blamed on the config, not on every page.
 */
function checkRouteBase(value: string, ctx: z.RefinementCtx): void {
  if (bareSegment(value) === '') return;
  const problem = segmentProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `${problem}, got ${JSON.stringify(value)}`, params: { hint: 'e.g. "docs", "guides/v2", or "" for the site\'s root' } });
}

/** A section's URL prefix after the base URL, required. */
export const requiredRouteBase = () => z.string().superRefine(checkRouteBase);
/** A section's URL prefix after the base URL, `fallback` when unset. */
export const routeBase = (fallback: string) => requiredRouteBase().default(fallback);

/** A URL segment under the section's path, e.g. `tags` in /blog/tags; the pipeline drops slashes around it. */
export const urlSegment = (description: string, fallback: string, example: string) =>
  z.string().superRefine(checkSegment(example)).default(fallback).meta({ description, examples: [example] });

/** A URL segment that `null` turns off (the blog archive). */
export const optionalUrlSegment = (description: string, fallback: string, example: string) =>
  z.union([z.string(), z.null()]).superRefine(checkSegment(example, ', or null for no such page')).default(fallback).meta({ description, examples: [example, null] });

/** Docusaurus' defaults (its globUtils), for the docs and the blog alike. */
export const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** Globs are relative to the section's folder: one that starts at "/" or climbs out of it would read other files. */
function checkGlobs(globs: string[], ctx: z.RefinementCtx): void {
  globs.forEach((glob, i) => {
    const bare = glob.replace(/^!/, '');
    const problem = bare === '' ? 'is empty' : bare.startsWith('/') ? 'starts at "/"' : bare.split('/').includes('..') ? 'climbs out of the folder with ".."' : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: [i], message: `glob ${problem}, got ${JSON.stringify(glob)}`, params: { hint: 'write globs relative to the folder, e.g. "guides/**/*.md"' } });
  });
}

/** `include` and `exclude` of a section; `what` names its files ("docs", "posts"). */
export function contentGlobs(what: string, folder: string) {
  return {
    include: z.array(z.string()).superRefine(checkGlobs).default(DEFAULT_INCLUDE).meta({
      description: `Globs, relative to the ${folder} folder, of the files that are ${what}; only .md and .mdx files among them are read. Default ["**/*.{md,mdx}"].`,
      examples: [['**/*.{md,mdx}']],
    }),
    exclude: z.array(z.string()).superRefine(checkGlobs).default(DEFAULT_EXCLUDE).meta({
      description: `Globs of files that are not ${what}, though \`include\` matches them. The default (Docusaurus') leaves out files and folders whose name starts with "_" (partials that MDX files import still work) and tests; node_modules is always left out. Default ["**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"].`,
      examples: [['**/_*.{md,mdx}', '**/drafts/**']],
    }),
  };
}

type BlogSegments = { tagsBasePath: string; archiveBasePath: string | null; pageBasePath: string; authorsBasePath: string };
const BLOG_SEGMENT_DEFAULTS = { tagsBasePath: 'tags', archiveBasePath: 'archive', pageBasePath: 'page', authorsBasePath: 'authors' } as const;

/**
 * Two of the blog's segments alike would put two kinds of page on one URL (/blog/x/2 a list
 * page and a tag). The error names the key the site changed, which is the one to fix.
 */
export function checkDistinctBlogSegments(blog: BlogSegments, ctx: z.RefinementCtx): void {
  const seen = new Map<string, keyof BlogSegments>();
  for (const key of Object.keys(BLOG_SEGMENT_DEFAULTS) as (keyof BlogSegments)[]) {
    const value = blog[key];
    if (value === null) continue;
    const norm = bareSegment(value).toLowerCase();
    const other = seen.get(norm);
    if (!other) {
      seen.set(norm, key);
      continue;
    }
    const [blame, kept] = value === BLOG_SEGMENT_DEFAULTS[key] ? [other, key] : [key, other];
    ctx.addIssue({
      code: 'custom', path: [blame], message: `is the same as ${kept} (${JSON.stringify(value)}), so their pages would share URLs`,
      params: { hint: `give each its own segment (the defaults: ${Object.values(BLOG_SEGMENT_DEFAULTS).join(', ')})` },
    });
  }
}
