/** authors.yml and tags.yml of the blog (behaviors §11.6). */
import yaml from 'js-yaml';
import { suggestAllowed } from '../../config/did-you-mean.js';
import { OpdocsError } from '../../errors.js';
import type { ContentFile } from '../load/scan.js';
import type { AuthorData } from '../../../runtime/types.js';
import { kebabCase, joinUrl } from './url.js';

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
};

function loadYaml(f: ContentFile, what: string): { data: Record<string, unknown>; errors: OpdocsError[] } {
  try {
    const data = yaml.load(f.text);
    if (data === undefined || data === null) return { data: {}, errors: [] };
    if (typeof data !== 'object' || Array.isArray(data)) {
      return { data: {}, errors: [new OpdocsError({ file: f.file, line: 1, column: 1, message: `${what}: expected a map of keys to entries`, hint: 'write `key:` lines at the top level' })] };
    }
    return { data: data as Record<string, unknown>, errors: [] };
  } catch (err) {
    const mark = (err as { mark?: { line: number; column: number } }).mark;
    return {
      data: {},
      errors: [new OpdocsError({
        file: f.file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1,
        message: `${what}: invalid YAML (${(err as { reason?: string }).reason ?? 'syntax error'})`, cause: err,
      })],
    };
  }
}

const AUTHOR_KEYS = ['name', 'title', 'url', 'email', 'imageURL', 'image_url', 'description', 'page', 'socials'];
const TAG_KEYS = ['label', 'permalink', 'description'];

/** Reports keys of one entry that opdocs does not know, with a did-you-mean. */
function unknownKeys(f: ContentFile, entry: string, v: unknown, allowed: string[], what: string): OpdocsError[] {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return [new OpdocsError({ file: f.file, ...lineOfKey(f.text, entry), message: `${what}: "${entry}" must be a mapping of settings`, hint: `e.g. \`${entry}:\` followed by indented \`${allowed[0]}: …\`` })];
  }
  const lines = f.text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${entry}:`));
  return Object.keys(v).filter((k) => !allowed.includes(k)).map((k) => {
    const idx = lines.findIndex((l, i) => i > start && new RegExp(`^\\s+${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(l));
    return new OpdocsError({
      file: f.file, line: idx >= 0 ? idx + 1 : start + 1, column: idx >= 0 ? lines[idx].search(/\S/) + 1 : 1,
      message: `${what}: unknown key "${k}" in "${entry}"`, hint: suggestAllowed(k, allowed),
    });
  });
}

function lineOfKey(text: string, key: string): { line: number; column: number } {
  const idx = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return { line: idx >= 0 ? idx + 1 : 1, column: 1 };
}

/** Parses authors.yml; author page paths are resolved against the blog root. */
export function parseAuthors(f: ContentFile | null, blogPath: string, baseUrl = '/'): { authors: Map<string, AuthorData>; errors: OpdocsError[] } {
  const authors = new Map<string, AuthorData>();
  if (!f) return { authors, errors: [] };
  const { data, errors } = loadYaml(f, 'authors file');
  const pages = new Map<string, string>();
  for (const [key, raw] of Object.entries(data)) {
    const pos = lineOfKey(f.text, key);
    const v = (raw ?? {}) as Record<string, unknown>;
    errors.push(...unknownKeys(f, key, v, AUTHOR_KEYS, 'authors file'));
    let imageURL = (v.imageURL ?? v.image_url) as string | undefined;
    // Site-relative images live in static/ and are served under the base path.
    if (typeof imageURL === 'string' && imageURL.startsWith('/') && !imageURL.startsWith('//') && !imageURL.startsWith(baseUrl)) imageURL = baseUrl + imageURL.slice(1);
    if (typeof v.name !== 'string' && typeof imageURL !== 'string') {
      errors.push(new OpdocsError({ file: f.file, ...pos, message: `authors file: author "${key}" needs a name or an imageURL`, hint: `add e.g. \`name: ${key}\`` }));
      continue;
    }
    let page: string | undefined;
    if (v.page === true) page = joinUrl(blogPath, 'authors', kebabCase(key));
    else if (v.page && typeof v.page === 'object' && typeof (v.page as { permalink?: unknown }).permalink === 'string') {
      page = joinUrl(blogPath, 'authors', (v.page as { permalink: string }).permalink);
    }
    if (page) {
      const other = pages.get(page);
      if (other) errors.push(new OpdocsError({ file: f.file, ...pos, message: `authors file: authors "${other}" and "${key}" have the same page ${page}`, hint: 'give each author page its own permalink' }));
      pages.set(page, key);
    }
    const socials: { name: string; href: string }[] = [];
    for (const [name, handle] of Object.entries((v.socials ?? {}) as Record<string, string>)) {
      const h = String(handle);
      const href = /^https?:\/\//.test(h) ? h : SOCIAL_BASE[name]?.(h);
      if (!href || (!/^https?:\/\//.test(h) && h.includes('/'))) {
        errors.push(new OpdocsError({ file: f.file, ...pos, message: `authors file: social "${name}" of "${key}" must be a handle or a full URL`, hint: 'e.g. `github: akyriako` or `github: https://github.com/akyriako`' }));
        continue;
      }
      socials.push({ name, href });
    }
    authors.set(key, {
      key, name: typeof v.name === 'string' ? v.name : key,
      ...(typeof v.title === 'string' ? { title: v.title } : {}),
      ...(typeof v.url === 'string' ? { url: v.url } : {}),
      ...(imageURL ? { imageURL } : {}),
      ...(typeof v.email === 'string' ? { email: v.email } : {}),
      ...(typeof v.description === 'string' ? { description: v.description } : {}),
      ...(page ? { page } : {}),
      ...(socials.length ? { socials } : {}),
    });
  }
  return { authors, errors };
}

/** Parses tags.yml. */
export function parseTags(f: ContentFile | null): { tags: Map<string, TagDef> | null; errors: OpdocsError[] } {
  if (!f) return { tags: null, errors: [] };
  const { data, errors } = loadYaml(f, 'tags file');
  const tags = new Map<string, TagDef>();
  const seen = new Map<string, string>();
  for (const [key, raw] of Object.entries(data)) {
    const v = (raw ?? {}) as Record<string, unknown>;
    errors.push(...unknownKeys(f, key, v, TAG_KEYS, 'tags file'));
    const label = typeof v.label === 'string' ? v.label : key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    let permalink = typeof v.permalink === 'string' ? v.permalink : `/${kebabCase(key)}`;
    if (!permalink.startsWith('/')) permalink = `/${permalink}`;
    const other = seen.get(permalink);
    if (other) errors.push(new OpdocsError({ file: f.file, ...lineOfKey(f.text, key), message: `tags file: tags "${other}" and "${key}" have the same permalink ${permalink}`, hint: 'give each tag its own permalink' }));
    seen.set(permalink, key);
    tags.set(key, { key, label, permalink, ...(typeof v.description === 'string' ? { description: v.description } : {}) });
  }
  return { tags, errors };
}
