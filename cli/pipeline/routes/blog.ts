/**
 * Blog posts: file → identity (date, slug, permalink), authors and tags resolved against
 * authors.yml / tags.yml (behaviors §11.4, §11.6). Bodies are parsed later.
 */
import { OpdocsError } from '../../errors.js';
import type { ContentFile } from '../load/scan.js';
import type { AuthorData, TagRef } from '../../../runtime/types.js';
import { parseFrontMatter, frontMatterKeyPosition, type FrontMatter } from '../parse/front-matter.js';
import type { TagDef } from './blog-meta.js';
import { extractContentTitle } from './content-title.js';
import { joinUrl, kebabCase } from './url.js';

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

const DATED = /^(?:.*?\/)?(\d{4})[-/](\d{2})[-/](\d{2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

export interface BlogLoadOptions {
  /** Blog root with baseUrl, e.g. "/base/blog". */
  blogPath: string;
  authors: Map<string, AuthorData>;
  tags: Map<string, TagDef> | null;
  /** Tags base with baseUrl, e.g. "/base/blog/tags". */
  tagsPath: string;
}

function resolveAuthors(post: ContentFile, raw: unknown, known: Map<string, AuthorData>, errors: OpdocsError[]): AuthorData[] {
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const out: AuthorData[] = [];
  for (const a of list) {
    if (typeof a === 'string') {
      const found = known.get(a);
      if (found) out.push(found);
      else errors.push(new OpdocsError({
        file: post.file, ...frontMatterKeyPosition(post.text, 'authors'),
        message: `front matter: unknown author key "${a}"`,
        hint: known.size ? `add "${a}" to authors.yml, or use one of: ${[...known.keys()].join(', ')}` : `create blog/authors.yml with an entry for "${a}"`,
      }));
    } else if (a && typeof a === 'object') {
      const o = a as Record<string, unknown>;
      const key = typeof o.key === 'string' ? o.key : undefined;
      const base = key ? known.get(key) : undefined;
      out.push({
        ...(base ?? { key: key ?? String(o.name ?? 'author'), name: String(o.name ?? key ?? 'Author') }),
        ...(typeof o.name === 'string' ? { name: o.name } : {}),
        ...(typeof o.title === 'string' ? { title: o.title } : {}),
        ...(typeof o.url === 'string' ? { url: o.url } : {}),
        ...(typeof (o.image_url ?? o.imageURL) === 'string' ? { imageURL: String(o.image_url ?? o.imageURL) } : {}),
      });
    }
  }
  return out;
}

function resolveTags(post: ContentFile, raw: unknown, opts: BlogLoadOptions, errors: OpdocsError[]): LoadedPost['tags'] {
  if (!Array.isArray(raw)) return [];
  const out: LoadedPost['tags'] = [];
  for (const t of raw) {
    if (typeof t !== 'string') continue;
    const def = opts.tags?.get(t);
    if (def) out.push({ key: t, label: def.label, href: opts.tagsPath + def.permalink, ...(def.description ? { description: def.description } : {}) });
    else if (opts.tags) {
      errors.push(new OpdocsError({
        file: post.file, ...frontMatterKeyPosition(post.text, 'tags'),
        message: `front matter: unknown tag key "${t}"`,
        hint: `add "${t}" to tags.yml, or use one of: ${[...opts.tags.keys()].join(', ')}`,
      }));
    } else out.push({ key: t, label: t, href: `${opts.tagsPath}/${kebabCase(t)}` });
  }
  return out;
}

/** Parses the front matter of every post and resolves its identity. Newest first. */
export function loadPosts(files: ContentFile[], opts: BlogLoadOptions): { posts: LoadedPost[]; errors: OpdocsError[] } {
  const errors: OpdocsError[] = [];
  const posts: LoadedPost[] = [];
  for (const f of files) {
    const fm = parseFrontMatter(f.text, f.file, 'post');
    errors.push(...fm.errors);
    const data = fm.data;
    const m = DATED.exec(f.rel);
    let date: Date | undefined;
    if (data.date instanceof Date) date = data.date;
    else if (typeof data.date === 'string' && !Number.isNaN(Date.parse(data.date))) date = new Date(/T|Z/.test(data.date) ? data.date : `${data.date}T00:00:00Z`);
    else if (m) {
      date = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
      // "2025-13-45" parses to an invalid Date (or rolls over in some engines): refuse it.
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`) {
        errors.push(new OpdocsError({
          file: f.file, line: 1, column: 1, message: `blog post file name has an impossible date ${m[1]}-${m[2]}-${m[3]}`,
          hint: 'use a real date (YYYY-MM-DD, month 01–12, day within the month) in the file name, or set `date:` in the front matter',
        }));
        date = new Date(0);
      }
    }
    if (!date) {
      errors.push(new OpdocsError({
        file: f.file, line: 1, column: 1, message: 'blog post has no date',
        hint: 'name the file YYYY-MM-DD-title.md or add `date: 2025-01-31` to its front matter',
      }));
      date = new Date(0);
    }
    const fileSlug = m
      ? `/${m[1]}/${m[2]}/${m[3]}/${m[4] || f.rel.split('/').slice(-2, -1)[0]}`
      : '/' + f.rel.replace(/(\/index)?\.mdx?$/, '');
    const slug = typeof data.slug === 'string' ? (data.slug.startsWith('/') ? data.slug : `/${data.slug}`) : fileSlug;
    const fileTitle = (m ? m[4] : f.rel.replace(/\.mdx?$/, '').split('/').pop()) || 'Untitled';
    // Like Docusaurus, a leading h1 always leaves the body; it names the post when the front matter does not.
    const content = extractContentTitle(fm.body);
    const fmTitle = typeof data.title === 'string' ? data.title : undefined;
    posts.push({
      file: f.file, rel: f.rel, text: f.text, frontMatter: data, body: content.body, lineOffset: fm.lineOffset,
      isMdx: f.rel.endsWith('.mdx'), date, slug, permalink: joinUrl(opts.blogPath, slug),
      title: fmTitle ?? content.title ?? fileTitle,
      titleFromFrontMatter: fmTitle !== undefined,
      titleFromContent: fmTitle === undefined && content.title !== undefined,
      authors: resolveAuthors(f, data.authors, opts.authors, errors),
      tags: resolveTags(f, data.tags, opts, errors),
      draft: data.draft === true, unlisted: data.unlisted === true,
    });
  }
  posts.sort((a, b) => b.date.getTime() - a.date.getTime() || a.rel.localeCompare(b.rel));
  const seen = new Map<string, LoadedPost>();
  for (const p of posts) {
    const key = p.permalink.toLowerCase();
    const other = seen.get(key);
    if (other) errors.push(new OpdocsError({ file: p.file, ...frontMatterKeyPosition(p.text, 'slug'), line: frontMatterKeyPosition(p.text, 'slug').line ?? 1, message: `two posts claim the route ${p.permalink}: ${other.rel} and ${p.rel}`, hint: 'change the `slug` of one of them' }));
    seen.set(key, p);
  }
  return { posts, errors };
}
