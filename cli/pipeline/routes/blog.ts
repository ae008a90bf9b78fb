/**
 * Blog posts: file → identity (date, slug, permalink), authors and tags resolved against
 * authors.yml / tags.yml (behaviors §11.4, §11.6). Bodies are parsed later.
 */
import { OpdocsError, type OpdocsWarning, type Reports, type Severity } from '../../errors.js';
import type { ContentFile } from '../load/scan.js';
import { derivedOf, type TextCache } from '../load/text-cache.js';
import type { AuthorData, TagRef } from '../../../runtime/types.js';
import { parseFrontMatter, frontMatterKeyPosition, type FrontMatter } from '../parse/front-matter.js';
import type { TagDef } from './blog-meta.js';
import { legacyAuthor, resolveAuthors, resolveTags, type BlogWhere } from './blog-refs.js';
import { extractContentTitle } from './content-title.js';
import { joinUrl } from './url.js';
import { claimKey, unicodeTwinsNote } from './unicode-twins.js';
import { impossibleDateWarning } from './blog-date.js';

export interface LoadedPost {
  file: string;
  rel: string;
  text: string;
  frontMatter: FrontMatter;
  body: string;
  lineOffset: number;
  isMdx: boolean;
  date: Date;
  slug: string;
  permalink: string;
  /** Front matter title; filled from the h1 or file name after parsing. */
  title: string;
  titleFromFrontMatter: boolean;
  /** The leading h1 was taken out of the body as the title (Docusaurus's content title). */
  titleFromContent: boolean;
  authors: AuthorData[];
  tags: (TagRef & { key: string })[];
  draft: boolean;
  unlisted: boolean;
}

// Docusaurus' rule: the last date of the path (one- or two-digit month and day); what precedes it
// (`sub/` of `sub/2024-01-02-x.md`) goes after the date in the slug, before the rest of the name.
const DATED = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

export interface BlogLoadOptions {
  /** Blog root with baseUrl, e.g. "/base/blog". */
  blogPath: string;
  authors: Map<string, AuthorData>;
  tags: Map<string, TagDef> | null;
  /** Tags base with baseUrl, e.g. "/base/blog/tags". */
  tagsPath: string;
  /** What to do about tags missing from tags.yml (`blog.onInlineTags`). Default "warn". */
  onInlineTags?: Severity;
  /** What to do about authors written out in a post (`blog.onInlineAuthors`). Default "warn". */
  onInlineAuthors?: Severity;
  /** authors.yml exists but could not be read (its own error says why): author keys are not checked against it. */
  authorsUnreadable?: boolean;
  /** Keys of authors.yml whose entries are reported there and left out. */
  authorsFaulty?: ReadonlySet<string>;
  /** The authors file inside the blog folder when the config names one (`authorsMapPath`), for hints. */
  authorsMapPath?: string;
  /** serve --watch: front matter is parsed again only for files whose text changed. */
  texts?: TextCache;
  /** How hints name this blog (the `blog` section's by default). */
  where?: BlogWhere;
  /**
   * Creation date of posts that name none (see load/file-dates.ts), by absolute file. A post
   * without a date here is listed in `undated`, dated at the epoch meanwhile.
   */
  fileDates?: Map<string, Date>;
}

/** Result of {@link loadPosts}. */
export interface LoadedPosts {
  posts: LoadedPost[];
  errors: OpdocsError[];
  /** Problems the config says to report and go on with (inline tags and authors). */
  warnings: OpdocsWarning[];
  /** Files of posts with no date in their name or front matter, and none in `fileDates`. */
  undated: string[];
}

/**
 * A front matter date written as a string ("2024-02-01 23:30", "2024-02-01T10:00:00", a quoted
 * "2024-02-01") is UTC, as Docusaurus reads it (it appends "Z"); one that names its own zone
 * keeps it. Undefined when it is no date (the front matter check has reported it).
 */
export function parseDateText(text: string): Date | undefined {
  for (const candidate of [`${text.trim()}Z`, text]) {
    const date = new Date(candidate);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return undefined;
}

/** Parses the front matter of every post and resolves its identity. Newest first. */
export function loadPosts(files: ContentFile[], opts: BlogLoadOptions): LoadedPosts {
  const errors: OpdocsError[] = [];
  const reports: Reports = { errors, warnings: [] };
  const undated: string[] = [];
  const posts: LoadedPost[] = [];
  for (const f of files) {
    const fm = derivedOf(opts.texts, f.file, f.text, 'front matter', () => parseFrontMatter(f.text, f.file, 'post'));
    errors.push(...fm.errors);
    const data = fm.data;
    const dated = DATED.exec(f.rel);
    // [, year, month, day, text] as written: the slug keeps the name's digits.
    const m = dated && ['', dated[2], dated[3], dated[4], dated[5]];
    const pad = (n: string) => n.padStart(2, '0');
    let date: Date | undefined;
    if (data.date instanceof Date) date = data.date;
    else if (typeof data.date === 'string') date = parseDateText(data.date);
    const rolled = date && impossibleDateWarning(f.file, f.text, date);
    if (rolled) errors.push(rolled);
    if (!(data.date instanceof Date) && typeof data.date !== 'string' && m) {
      date = new Date(`${m[1]}-${pad(m[2])}-${pad(m[3])}T00:00:00Z`);
      // "2025-13-45" parses to an invalid Date (or rolls over in some engines): refuse it.
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${m[1]}-${pad(m[2])}-${pad(m[3])}`) {
        errors.push(new OpdocsError({
          file: f.file, line: 1, column: 1, message: `blog post file name has an impossible date ${m[1]}-${m[2]}-${m[3]}`,
          hint: 'use a real date (YYYY-MM-DD, month 01–12, day within the month) in the file name, or set `date:` in the front matter',
        }));
        date = new Date(0);
      }
    }
    // No date written anywhere: the file's creation (first commit, else file time), as Docusaurus does.
    if (!date) date = opts.fileDates?.get(f.file);
    if (!date) {
      undated.push(f.file);
      date = new Date(0);
    }
    const fileSlug = dated
      ? `/${m![1]}/${m![2]}/${m![3]}/${dated[1]}${m![4]}`
      : '/' + f.rel.replace(/(\/index)?\.mdx?$/, '');
    const slug = typeof data.slug === 'string' ? (data.slug.startsWith('/') ? data.slug : `/${data.slug}`) : fileSlug;
    const fileTitle = (m ? m[4] : f.rel.replace(/\.mdx?$/, '').split('/').pop()) || 'Untitled';
    // Like Docusaurus, a leading h1 always leaves the body; it names the post when the front matter does not.
    const content = extractContentTitle(fm.body);
    // Docusaurus takes `title: ""`, and every list page then shows the post as a link with no
    // text: a blank title names the post as a missing one does.
    const fmTitle = typeof data.title === 'string' && data.title.trim() !== '' ? data.title : undefined;
    posts.push({
      file: f.file, rel: f.rel, text: f.text, frontMatter: data, body: content.body, lineOffset: fm.lineOffset,
      isMdx: f.rel.endsWith('.mdx'), date, slug, permalink: joinUrl(opts.blogPath, slug),
      title: fmTitle ?? content.title ?? fileTitle,
      titleFromFrontMatter: fmTitle !== undefined,
      titleFromContent: fmTitle === undefined && content.title !== undefined,
      authors: resolveAuthors(f, data.authors ?? legacyAuthor(data), opts.authors, reports, opts.onInlineAuthors ?? 'warn', opts.authorsUnreadable, opts.authorsMapPath, opts.authorsFaulty, opts.where),
      tags: resolveTags(f, data.tags, opts, reports, opts.onInlineTags ?? 'warn'),
      draft: data.draft === true, unlisted: data.unlisted === true,
    });
  }
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.rel.localeCompare(b.rel));
  const seen = new Map<string, LoadedPost>();
  for (const p of posts) {
    const key = claimKey(p.permalink);
    const other = seen.get(key);
    if (other) errors.push(new OpdocsError({ file: p.file, ...frontMatterKeyPosition(p.text, 'slug'), line: frontMatterKeyPosition(p.text, 'slug').line ?? 1, message: `two posts claim the route ${p.permalink}: ${other.rel} and ${p.rel}${unicodeTwinsNote(other.permalink, p.permalink)}`, hint: 'change the `slug` of one of them' }));
    seen.set(key, p);
  }
  return { posts, errors, warnings: reports.warnings, undated };
}
