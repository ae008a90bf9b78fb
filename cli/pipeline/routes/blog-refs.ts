/**
 * A post's authors and tags, resolved against authors.yml and tags.yml (behaviors §11.6), and
 * reported per `blog.onInlineAuthors` / `blog.onInlineTags` when they are written out in the
 * post instead (§11.1). Pure: the report goes into the lists it is given.
 */
import { OpdocsError, reportAt, type Reports, type Severity } from '../../errors.js';
import type { ContentFile } from '../load/scan.js';
import type { AuthorData, TagRef } from '../../../runtime/types.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';
import { socialLink, type TagDef } from './blog-meta.js';
import { kebabCase } from './url.js';
import { inlineTagsError, listSome, quoted } from './inline-tags.js';
import { isScriptUrl } from '../parse/script-url.js';

/** How hints name a blog: its folder (as `path` gives it) and its place in site.config.json. */
export interface BlogWhere {
  folder: string;
  section: string;
}

/** The `blog` section's blog, where nothing else is said. */
export const MAIN_BLOG: BlogWhere = { folder: 'blog', section: 'the blog section' };

/** The end of the message about a post's authors written out (blog-inline-authors.ts groups them). */
export const INLINE_AUTHORS = ' written out here, not defined in authors.yml';

/** Authors named by key (unknown keys fail, as in Docusaurus) or written out (reported per `level`). */
export function resolveAuthors(post: ContentFile, raw: unknown, known: Map<string, AuthorData>, reports: Reports, level: Severity, knownUnreadable = false, authorsFile = 'authors.yml', faulty?: ReadonlySet<string>, where: BlogWhere = MAIN_BLOG): AuthorData[] {
  if (raw === undefined) return [];
  const at = () => ({ file: post.file, ...frontMatterKeyPosition(post.text, 'authors') });
  const out: AuthorData[] = [];
  const inline: string[] = [];
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  for (const [index, a] of list.entries()) {
    if (typeof a === 'string') {
      const found = known.get(a);
      if (found) out.push(found);
      // A broken authors.yml is reported once, at its own error; every post naming a key would repeat it wrongly.
      // Nor is an entry of the file reported there (no name, no picture): the key is not unknown.
      else if (!knownUnreadable && !faulty?.has(a)) reports.errors.push(new OpdocsError({
        ...at(), message: `front matter: unknown author key "${a}"`,
        hint: /^[a-z][a-z0-9+.-]*:\/\//i.test(a)
          // `authors: https://…` reads as a key; the address belongs in an entry.
          ? `a string names an author of ${authorsFile}; write one out instead: \`authors: [{ name: Jane, url: "${a}" }]\`, or give it an entry with this url in ${authorsFile}`
          : a === '__proto__' ? `no author can have this key (JavaScript takes it for an object's prototype); rename it here and in ${authorsFile}`
          : known.size ? `add "${a}" to ${authorsFile}, or use one of: ${listSome([...known.keys()])}` : `create ${where.folder}/${authorsFile} with an entry for "${a}"`,
      }));
    } else if (a && typeof a === 'object') {
      const o = withoutScriptUrls(post, a as Record<string, unknown>, Array.isArray(raw) ? ['authors', index] : ['authors'], reports);
      const key = typeof o.key === 'string' ? o.key : undefined;
      const base = key ? known.get(key) : undefined;
      const author: AuthorData = {
        // Only a picture: no name text, as in Docusaurus (the card names it by its key).
        ...(base ?? { key: key ?? String(o.name ?? 'author'), name: o.name === undefined && (o.image_url ?? o.imageURL) ? '' : String(o.name ?? key ?? 'Author') }),
        ...(typeof o.name === 'string' ? { name: o.name } : {}),
        ...(typeof o.title === 'string' ? { title: o.title } : {}),
        ...(typeof o.url === 'string' ? { url: o.url } : {}),
        ...(typeof (o.image_url ?? o.imageURL) === 'string' ? { imageURL: String(o.image_url ?? o.imageURL) } : {}),
      };
      const socials = inlineSocials(post, o.socials, Array.isArray(raw) ? ['authors', index, 'socials'] : ['authors', 'socials'], reports);
      if (socials.length) author.socials = socials;
      if (!key) inline.push(author.name || author.key);
      out.push(author);
    }
  }
  if (inline.length) {
    reportAt(reports, level, new OpdocsError({
      ...at(), message: `front matter: ${inline.length === 1 ? 'author' : 'authors'} ${quoted(inline)}${INLINE_AUTHORS}`,
      hint: `define them once in ${where.folder}/${authorsFile} and name them by key (\`authors: [key]\`), or set "onInlineAuthors": "ignore" in ${where.section} of site.config.json`,
    }));
  }
  return out;
}

/** An inline author's `socials`, as authors.yml's become links; a value that is neither handle nor URL fails at its line. */
function inlineSocials(post: ContentFile, raw: unknown, path: (string | number)[], reports: Reports): { name: string; href: string }[] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const out: { name: string; href: string }[] = [];
  for (const [written, handle] of Object.entries(raw)) {
    const link = socialLink(written, handle);
    if (link.href) out.push({ name: link.name, href: link.href });
    else reports.errors.push(new OpdocsError({
      file: post.file, ...frontMatterKeyPosition(post.text, [...path, written]),
      message: `front matter: the author's social "${link.name}" must be a handle or a full URL`,
      hint: 'e.g. `github: jane` or `github: https://github.com/jane`',
    }));
  }
  return out;
}

/**
 * The single author of Docusaurus' older front matter (`author`, `author_title`, `author_url`,
 * `author_image_url`, or their camel-case spellings), which it still reads when `authors` is unset.
 */
export function legacyAuthor(fm: Record<string, unknown>): Record<string, unknown> | undefined {
  const pick = (...keys: string[]) => keys.map((k) => fm[k]).find((v) => typeof v === 'string');
  const entry = { name: pick('author'), title: pick('author_title', 'authorTitle'), url: pick('author_url', 'authorURL'), image_url: pick('author_image_url', 'authorImageURL') };
  if (entry.name === undefined && entry.image_url === undefined) return undefined;
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
}

/**
 * An inline author's `url` or `image_url` that would run script: dropped with a warning at its
 * line, as authors.yml's are (blog-meta.ts), so no page or feed carries it.
 */
function withoutScriptUrls(post: ContentFile, o: Record<string, unknown>, path: (string | number)[], reports: Reports): Record<string, unknown> {
  const out = { ...o };
  for (const field of ['url', 'image_url', 'imageURL']) {
    const value = out[field];
    if (typeof value !== 'string' || !isScriptUrl(value)) continue;
    delete out[field];
    reports.warnings.push({
      level: 'warn',
      error: new OpdocsError({
        file: post.file, ...frontMatterKeyPosition(post.text, [...path, field]),
        message: `front matter: the author's \`${field}\` is a script URL, which no page or feed may carry; it is left out`,
        hint: field === 'url' ? 'give the address of the author\'s page, e.g. `url: https://github.com/jane`' : 'give the picture\'s address, e.g. `image_url: https://github.com/jane.png`',
      }),
    });
  }
  return out;
}

/**
 * Most tags one post may carry. Each tag page lists the post with all its tags, so the site grows
 * with the square of this count: 1,000 tags made 124 MB of HTML in 25 s, 10,000 ran out of memory.
 */
export const MAX_POST_TAGS = 200;

/** Tags from tags.yml; others (all of them without a tags.yml) keep their text as label. */
export function resolveTags(post: ContentFile, raw: unknown, opts: { tags: Map<string, TagDef> | null; tagsPath: string }, reports: Reports, level: Severity): (TagRef & { key: string })[] {
  if (!Array.isArray(raw)) return [];
  if (raw.length > MAX_POST_TAGS) {
    reports.errors.push(new OpdocsError({
      file: post.file, ...frontMatterKeyPosition(post.text, 'tags'),
      message: `front matter: the post has ${raw.length.toLocaleString('en')} tags; the limit is ${MAX_POST_TAGS}, as every tag page repeats the post with all of its tags`,
      hint: 'keep the few tags a reader would browse by, and put the other words in `keywords` or the text',
    }));
    return [];
  }
  // Keyed by page: as in Docusaurus, a post lists each tag page once (the first spelling wins).
  const out = new Map<string, TagRef & { key: string }>();
  const add = (tag: TagRef & { key: string }) => { if (!out.has(tag.href)) out.set(tag.href, tag); };
  const inline: string[] = [];
  for (const t of raw) {
    if (typeof t !== 'string') {
      // A `{ label, permalink }` tag stands for itself, as on docs (doc-tags.ts).
      const o = t as { label?: unknown; permalink?: unknown; description?: unknown } | null;
      if (typeof o?.label !== 'string') continue;
      const own = typeof o.permalink === 'string' ? o.permalink.replace(/^\/+/, '') : kebabCase(o.label);
      add({ key: o.label, label: o.label, href: `${opts.tagsPath}/${own}`, ...(typeof o.description === 'string' ? { description: o.description } : {}) });
      continue;
    }
    const def = opts.tags?.get(t);
    if (def) {
      add({ key: t, label: def.label, href: opts.tagsPath + def.permalink, ...(def.description ? { description: def.description } : {}) });
      continue;
    }
    // As in Docusaurus, tags are only reported once the blog has a tags file to define them in.
    if (opts.tags) inline.push(t);
    add({ key: t, label: t, href: `${opts.tagsPath}/${kebabCase(t)}` });
  }
  if (inline.length && opts.tags) {
    reportAt(reports, level, inlineTagsError(post, inline, { file: 'tags.yml', path: 'tags.yml', defined: opts.tags.keys(), section: 'blog' }));
  }
  return [...out.values()];
}
