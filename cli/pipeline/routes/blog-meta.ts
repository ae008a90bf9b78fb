/** authors.yml and tags.yml of the blog (behaviors §11.6). */
import * as z from 'zod';
import { OpdocsError, plainError } from '../../errors.js';
import { authorEntrySchema, tagEntrySchema } from '../../config/metadata-schema.js';
import { checkWithSchema } from '../../config/schema-errors.js';
import { parseWithout } from '../../config/schema-fallback.js';
import { readYaml } from '../../config/yaml-source.js';
import { editDistance } from '../../config/did-you-mean.js';
import type { ContentFile } from '../load/scan.js';
import type { AuthorData } from '../../../runtime/types.js';
import { kebabCase, joinUrl } from './url.js';
import { isScriptUrl } from '../parse/script-url.js';

export interface TagDef {
  key: string;
  label: string;
  description?: string;
  /** Permalink part after /tags, starting with "/". */
  permalink: string;
}

const SOCIAL_BASE: Record<string, (h: string) => string> = {
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  x: (h) => `https://x.com/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/**
 * One `socials` entry as a link: a known platform's handle becomes its address, a full URL stays;
 * `href` is unset when the value is neither (a path-like handle), which callers report.
 */
export function socialLink(written: string, handle: unknown): { name: string; href?: string } {
  const h = String(handle);
  // As in Docusaurus: a known platform's name in any case ("GitHub"), and mailto: as a full URL.
  const lower = written.toLowerCase();
  const known = Object.hasOwn(SOCIAL_BASE, lower) ? SOCIAL_BASE[lower] : undefined;
  const name = known ? lower : written;
  const full = /^(https?:\/\/|mailto:)/.test(h);
  const href = full ? h : known?.(h);
  return !href || (!full && h.includes('/')) ? { name } : { name, href };
}

const AUTHOR_KEYS = Object.keys(authorEntrySchema.unwrap().shape);

/**
 * Docusaurus accepts keys of a site's own in an author entry (`twitter:` that its components
 * read), so these are left out before the check; one a letter off a key of ours, or differing
 * only in case (`emial`, `imageUrl`), is still reported as the typo it likely is.
 */
function withoutSiteKeys(map: Record<string, unknown>): Record<string, unknown> {
  // Asked once per key name, not per entry: 2,000 authors spent a quarter second here.
  const verdicts = new Map<string, boolean>();
  const ours = (key: string) => verdicts.get(key)
    ?? verdicts.set(key, AUTHOR_KEYS.some((known) => editDistance(key, known) <= 1)).get(key)!;
  const keep = (entry: unknown) => (entry && typeof entry === 'object' && !Array.isArray(entry)
    ? Object.fromEntries(Object.entries(entry).filter(([key]) => ours(key)))
    : entry);
  return Object.fromEntries(Object.entries(map).map(([key, entry]) => [key, keep(entry)]));
}

/** Reads a YAML map of entries and checks each against `entry`; bad fields are reported and left out. */
function loadEntries<S extends z.ZodType>(f: ContentFile, what: string, entry: S, prepare = (map: Record<string, unknown>) => map) {
  const yaml = readYaml(f.text, { file: f.file, what });
  const empty = { data: {} as Record<string, z.output<S>>, errors: yaml.errors, locate: yaml.locate, unreadable: yaml.errors.length > 0 };
  if (yaml.errors.length || yaml.value === undefined || yaml.value === null) return empty;
  if (typeof yaml.value !== 'object' || Array.isArray(yaml.value)) {
    return { ...empty, unreadable: true, errors: [new OpdocsError({ file: f.file, ...yaml.locate([], 'value'), message: `${what}: expected a map of keys to entries`, hint: 'write `key:` lines at the top level' })] };
  }
  const schema = z.record(z.string(), entry);
  const value = prepare(yaml.value as Record<string, unknown>);
  const { data, problems } = checkWithSchema(schema, value, { file: f.file, syntax: 'yaml', prefix: `${what}: `, locate: yaml.locate });
  const valid = data ?? parseWithout(schema, value, problems.map((p) => p.path)) ?? {};
  return { data: valid as Record<string, z.output<S>>, errors: problems.map((p) => p.error), locate: yaml.locate, unreadable: false };
}

/** Parses authors.yml; author pages go under `authorsPath`, the authors list (/blog/authors/<key>; routes/blog-paths.ts). */
export function parseAuthors(f: ContentFile | null, authorsPath: string, baseUrl = '/'): { authors: Map<string, AuthorData>; errors: OpdocsError[]; unreadable?: boolean; faulty?: Set<string> } {
  const authors = new Map<string, AuthorData>();
  if (!f) return { authors, errors: [] };
  const loaded = loadEntries(f, 'authors file', authorEntrySchema, withoutSiteKeys);
  const { data, locate, unreadable } = loaded;
  if (unreadable) return { authors, errors: loaded.errors, unreadable };
  // A likely typo of a key (`iamge_url`) is one Docusaurus ignores, so the site builds there:
  // here it warns, and the entry goes on without it.
  const errors = loaded.errors.map((e) => (e.message.endsWith(': unknown key') ? new OpdocsError({ ...plainError(e), unchecked: true }) : e));
  const pages = new Map<string, string>();
  // Keys whose entry is reported here and left out: a post naming one is not told the key is unknown.
  const faulty = new Set<string>();
  for (const [key, raw] of Object.entries(data)) {
    // Found only for a message: locating loads the YAML position reader.
    const pos = () => locate([key], 'key');
    const v = { ...raw };
    dropScriptUrls(v, key, f.file, locate, errors);
    let imageURL = v.imageURL ?? v.image_url;
    // Site-relative images live in static/ and are served under the base path.
    if (typeof imageURL === 'string' && imageURL.startsWith('/') && !imageURL.startsWith('//') && !imageURL.startsWith(baseUrl)) imageURL = baseUrl + imageURL.slice(1);
    if (v.name === undefined && imageURL === undefined) {
      errors.push(new OpdocsError({ file: f.file, ...pos(), message: `authors file: author "${key}" needs a name or an imageURL`, hint: `add e.g. \`name: ${key}\`` }));
      faulty.add(key);
      continue;
    }
    let page: string | undefined;
    if (v.page === true) page = joinUrl(authorsPath, kebabCase(key));
    else if (v.page) page = joinUrl(authorsPath, v.page.permalink);
    if (page) {
      const other = pages.get(page);
      if (other) {
        errors.push(new OpdocsError({ file: f.file, ...pos(), message: `authors file: authors "${other}" and "${key}" have the same page ${page}`, hint: 'give each author page its own permalink' }));
        // The first keeps the page: a second route at the same path would be reported again as a clash.
        page = undefined;
      } else pages.set(page, key);
    }
    const socials: { name: string; href: string }[] = [];
    for (const [written, handle] of Object.entries(v.socials ?? {})) {
      const link = socialLink(written, handle);
      if (!link.href) {
        errors.push(new OpdocsError({ file: f.file, ...locate([key, 'socials', written], 'value'), message: `authors file: social "${link.name}" of "${key}" must be a handle or a full URL`, hint: 'e.g. `github: akyriako` or `github: https://github.com/akyriako`' }));
        continue;
      }
      socials.push({ name: link.name, href: link.href });
    }
    authors.set(key, {
      // No name: the card shows the picture alone, as in Docusaurus (AuthorCard.tsx names it by its key).
      key, name: v.name ?? '',
      ...(v.title !== undefined ? { title: v.title } : {}),
      ...(v.url !== undefined ? { url: v.url } : {}),
      ...(imageURL ? { imageURL } : {}),
      ...(v.email !== undefined ? { email: v.email } : {}),
      ...(v.description !== undefined ? { description: v.description } : {}),
      ...(page ? { page } : {}),
      ...(socials.length ? { socials } : {}),
    });
  }
  return { authors, errors, ...(faulty.size ? { faulty } : {}) };
}

/**
 * A `javascript:` URL as an author's link or picture: React leaves a dead link (and a console
 * error) where Docusaurus shows one, and the Atom feed would carry it to readers as it is. It is
 * dropped with a warning at its line, as config values are (config-warnings.ts).
 */
function dropScriptUrls(v: { url?: string; imageURL?: string; image_url?: string }, key: string, file: string, locate: (path: (string | number)[], at: 'key' | 'value') => { line: number; column: number }, errors: OpdocsError[]): void {
  for (const field of ['url', 'imageURL', 'image_url'] as const) {
    const value = v[field];
    if (typeof value !== 'string' || !isScriptUrl(value)) continue;
    errors.push(new OpdocsError({
      file, ...locate([key, field], 'value'), unchecked: true,
      message: `authors file: \`${field}\` of "${key}" is a script URL, which no page or feed may carry; it is left out`,
      hint: field === 'url' ? 'give the address of the author\'s page, e.g. `url: https://github.com/jane`' : 'give the picture\'s address, e.g. `image_url: https://github.com/jane.png`, or a path beside this file',
    }));
    delete v[field];
  }
}

/** Parses tags.yml. */
export function parseTags(f: ContentFile | null): { tags: Map<string, TagDef> | null; errors: OpdocsError[] } {
  if (!f) return { tags: null, errors: [] };
  const { data, errors, locate } = loadEntries(f, 'tags file', tagEntrySchema);
  const tags = new Map<string, TagDef>();
  const seen = new Map<string, string>();
  for (const [key, raw] of Object.entries(data)) {
    const v = raw ?? {};
    const label = v.label ?? key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    let permalink = v.permalink ?? `/${kebabCase(key)}`;
    if (!permalink.startsWith('/')) permalink = `/${permalink}`;
    const other = seen.get(permalink);
    if (other) errors.push(new OpdocsError({ file: f.file, ...locate([key], 'key'), message: `tags file: tags "${other}" and "${key}" have the same permalink ${permalink}`, hint: 'give each tag its own permalink' }));
    seen.set(permalink, key);
    tags.set(key, { key, label, permalink, ...(v.description !== undefined ? { description: v.description } : {}) });
  }
  return { tags, errors };
}
