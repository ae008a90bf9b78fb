/**
 * The schema of site.config.json (zod 4), composed from one small schema per section. It gives
 * the validator, the resolved `SiteConfig` type (its output, defaults filled) and the editor's
 * JSON Schema (`createJsonSchema`). zod was chosen because it does all three from one definition.
 */
import * as z from 'zod';
import { buildKeys } from './schema-build.js';
import { headKeys } from './schema-head.js';
import { analyticsSchema, announcementBarSchema, colorModeSchema, footerSchema, tableOfContentsSchema } from './schema-chrome.js';
import { docsInstancesSchema, docsSchema } from './schema-content.js';
import { blogInstancesSchema, blogSchema } from './schema-blog.js';
import { googleTagManagerSchema, gtagSchema } from './schema-google-tags.js';
import { navbarSchema } from './schema-navbar.js';
import { i18nSchema, searchSchema } from './schema-search.js';
import { redirectsSchema } from './schema-redirects.js';

const SITE_EXAMPLE = 'https://akyriako.github.io';

function checkOrigin(value: string, ctx: z.RefinementCtx): void {
  const fail = (message: string, hint: string) => ctx.addIssue({ code: 'custom', message, params: { hint } });
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return fail(`must be an absolute URL, got ${JSON.stringify(value)}`, `e.g. "url": "${SITE_EXAMPLE}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return fail(`must start with https:// or http://, got ${JSON.stringify(value)}`, `e.g. "url": "${SITE_EXAMPLE}"`);
  }
  if (parsed.username || parsed.password) {
    // Every page's canonical link, og:url and the sitemap would publish them.
    return fail(`must not hold a user name or password, got ${JSON.stringify(value.replace(/\/\/[^@/]*@/, '//…@'))}`, `set "url": "${parsed.origin}"`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    fail(`must be the origin only, got ${JSON.stringify(value)}`,
      `set "url": "${parsed.origin}" and put the path in "baseUrl": "${parsed.pathname.replace(/\/?$/, '/')}"`);
  }
}

/** A base URL is a path; an origin written there would turn every link into "/https://…". */
function checkBasePath(value: string, ctx: z.RefinementCtx): void {
  const bad = badBasePath(value);
  if (bad) {
    ctx.addIssue({ code: 'custom', message: `${bad}, got ${JSON.stringify(value)}`, params: { hint: 'e.g. "baseUrl": "/docs-site/", or "/" for the root of the domain' } });
    return;
  }
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(value)) return;
  let origin = 'https://example.com';
  let path = '/';
  try {
    const parsed = new URL(value.startsWith('//') ? `https:${value}` : value);
    origin = parsed.origin;
    path = parsed.pathname.replace(/\/?$/, '/');
  } catch { /* keep the placeholders */ }
  ctx.addIssue({
    code: 'custom', message: `must be a path, not a URL, got ${JSON.stringify(value)}`,
    params: { hint: `put the origin in "url": "${origin}" and the path in "baseUrl": "${path}"` },
  });
}

/**
 * Why a base path cannot prefix every page, or null: each route would carry the fault, and the
 * error would be blamed on every page instead of on this one setting.
 */
function badBasePath(value: string): string | null {
  // Blank, or with a stray space at an end, it would become "/ /" or "/ docs/": a folder named by a space.
  if (value && !value.trim()) return 'must not be blank';
  if (value !== value.trim()) return 'must not start or end with whitespace';
  if (/[?#]/.test(value)) return 'must be a path without "?" or "#"';
  if (/[\\\0]/.test(value)) return 'must not contain a backslash or a NUL character';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return 'must be a valid percent-encoded path';
  }
  if (decoded.split('/').some((seg) => seg === '.' || seg === '..')) return 'must not contain "." or ".." segments';
  return null;
}

/** Adds the leading and trailing "/" that every URL join relies on. */
export function normaliseBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** site.config.json as written by the user (input) and as the build reads it (output). */
export const siteConfigSchema = z.strictObject({
  $schema: z.string().optional().meta({ description: 'Path or URL of this JSON Schema, for editor completion.', examples: ['./site.config.schema.json'] }),
  // Docusaurus refuses an empty title too; it would leave every tab reading "Intro | ".
  title: z.string().superRefine((value, ctx) => {
    if (!value.trim()) ctx.addIssue({ code: 'custom', message: 'must not be empty', params: { hint: 'write the site\'s name, e.g. "title": "TyKO"; it is shown in the navbar, every page title and the feeds' } });
  }).meta({ description: 'Site name: in the navbar, page titles and feeds.', examples: ['TyKO'] }),
  tagline: z.string().default('').describe('Short description, shown on the home page and in meta tags. Default "".'),
  titleDelimiter: z.string().default('|').describe('What separates a page\'s title from the site title in the browser tab and og:title ("Install | TyKO"). Default "|".'),
  favicon: z.string().optional().meta({ description: 'Favicon, a path under static/.', examples: ['img/favicon.ico'] }),
  // Metadata sits on the plain string: the editor schema describes what is written, not the transform.
  url: z.string().meta({ description: 'Origin the site is served from, without a path.', examples: [SITE_EXAMPLE] })
    // As the URL standard writes it (an IDN host in punycode, lower case, no default port): the
    // sitemap, feeds and canonical links must hold a valid URL, and a host has one spelling.
    .superRefine(checkOrigin).transform((url) => URL.canParse(url) ? new URL(url).origin : url.replace(/\/+$/, '')),
  baseUrl: z.string().meta({ description: 'Path the site lives under; a leading and trailing "/" are added. Default "/".', examples: ['/tyko/'] })
    .superRefine(checkBasePath).default('/').transform(normaliseBaseUrl),
  trailingSlash: z.boolean().optional().describe(
    'Whether page URLs end with "/", as Docusaurus\' `trailingSlash`: true writes every link, canonical URL, sitemap and feed entry as "/docs/intro/" '
    + '(files docs/intro/index.html); false writes "/docs/intro" with each page as docs/intro.html, so hosts such as GitHub Pages serve it without a redirect; '
    + 'unset keeps each route as it is made (files <path>/index.html). Default: unset.'),
  organizationName: z.string().optional().meta({ description: 'GitHub user or organisation owning the repository.', examples: ['akyriako'] }),
  projectName: z.string().optional().meta({ description: 'Repository name.', examples: ['tyko'] }),
  customFields: z.record(z.string(), z.unknown()).optional().meta({
    description: 'Free-form values for the site\'s React pages, read as `useDocusaurusContext().siteConfig.customFields` (as in Docusaurus). Sent to the browser: no secrets. Default none.',
    examples: [{ repoUrl: 'https://github.com/akyriako/typesense-operator' }],
  }),
  themeConfig: z.record(z.string(), z.unknown()).optional().meta({
    description: 'Settings of the site\'s own for its components (a comments widget\'s, a plugin\'s), read as `useThemeConfig()` beside the theme\'s own keys (as in Docusaurus\' `themeConfig`; opdocs\' navbar, footer and other parts take their top-level keys). Sent to the browser: no secrets. Default none.',
    examples: [{ giscus: { repo: 'akyriako/typesense-operator', category: 'Comments' } }],
  }),
  image: z.string().optional().meta({ description: 'Social card image (og:image), a path under static/.', examples: ['img/social-card.png'] }),
  baseUrlIssueBanner: z.boolean().default(true).describe(
    'On the home page, show a banner naming the configured `baseUrl` when the site\'s scripts fail to load (usually a wrong `baseUrl`), as Docusaurus does. Default true.'),
  noIndex: z.boolean().default(false).describe(
    'Ask search engines not to index the site, as Docusaurus\' `noIndex`: every page gets `<meta name="robots" content="noindex, nofollow">` and no sitemap.xml is written (a staging copy, a private preview). Default false.'),
  contentDir: z.string().default('content')
    .describe('Folder, relative to the site folder, holding docs/, blog/, pages/ and static/. Default "content".'),
  i18n: i18nSchema,
  navbar: navbarSchema,
  search: searchSchema,
  colorMode: colorModeSchema,
  docs: docsSchema,
  docsInstances: docsInstancesSchema,
  blog: blogSchema,
  blogInstances: blogInstancesSchema,
  tableOfContents: tableOfContentsSchema,
  announcementBar: announcementBarSchema,
  analytics: analyticsSchema,
  gtag: gtagSchema,
  googleTagManager: googleTagManagerSchema,
  footer: footerSchema,
  redirects: redirectsSchema,
  ...buildKeys,
  ...headKeys,
}).transform(({ $schema: _schema, ...config }) => {
    // Unset optional sections are left out, so a config without them equals one never given them.
    for (const key of ['analytics', 'gtag', 'googleTagManager'] as const) if (config[key] === undefined) delete config[key];
    return config;
  }).describe('Configuration of an opdocs site (site.config.json).');

/** What the user may write in site.config.json. */
export type UserConfig = z.input<typeof siteConfigSchema>;

/** The resolved configuration: every default filled, plus where it was read from. Node-only. */
export type SiteConfig = z.output<typeof siteConfigSchema> & {
  /** Absolute path of the folder holding site.config.json. */
  siteDir: string;
  /** Absolute path of site.config.json. */
  configFile: string;
};

/** One resolved navbar item (type explicit, `aria-label` as `ariaLabel`). */
export type NavbarItemConfig = SiteConfig['navbar']['items'][number];
/** The resolved `footer.links`: columns of links, or one row of links. */
export type FooterLinksConfig = NonNullable<SiteConfig['footer']>['links'];
/** A resolved footer column. */
export type FooterColumnConfig = Extract<FooterLinksConfig[number], { items: unknown }>;
/** One resolved footer link. */
export type FooterLinkConfig = FooterColumnConfig['items'][number];

/** The draft-07 JSON Schema of site.config.json, for editors (`"$schema"`). */
export function createJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(siteConfigSchema, {
    io: 'input', target: 'draft-7', unrepresentable: 'any',
    // `expects` words our error messages (schema-walk.ts); it is no JSON Schema keyword.
    override: (ctx) => { delete (ctx.jsonSchema as Record<string, unknown>).expects; },
  }) as Record<string, unknown>;
  return { $schema: schema.$schema, title: 'opdocs site.config.json', description: siteConfigSchema.description, ...schema };
}
