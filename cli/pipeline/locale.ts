/**
 * A locale other than the default, built as Docusaurus lays it out: a site of its own at
 * `<baseUrl><code>/`, whose content comes from the translation folders under `i18n/<code>/`
 * (at the site folder, as in Docusaurus, whatever `contentDir` is) where they hold a file,
 * and from the default locale's folders where they do not; its labels from the JSON files
 * `docusaurus write-translations` makes. A missing file or key keeps the default text.
 * Docusaurus reads the default locale's own `i18n/<code>/` the same way (a site may change a
 * label there, or keep a page's text), so the default locale gets a context too when it has one.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Node as JsonNode } from 'jsonc-parser';
import { readJsonTree } from '../config/json-source.js';
import { parseJsonFile, readJsonText } from '../config/json-syntax.js';
import { join } from 'node:path';
import type { FooterLinksConfig, NavbarItemConfig, SiteConfig } from '../config/types.js';
import { OpdocsError, OpdocsErrors } from '../errors.js';
import { configError } from '../config/config-position.js';
import { withBuiltInTexts } from '../texts/built-in-texts.js';

export interface LocaleContext {
  code: string;
  /** The unlocalized baseUrl: the default locale's home, from which every locale's home is made. */
  rootBaseUrl: string;
  /** `i18n/<code>/` at the site folder. */
  dir: string;
  /** Messages of one translation file (relative to `dir`), key → text; {} without the file. */
  messages(file: string): Map<string, string>;
}

/** A docs version's name in i18n/<code>/: Docusaurus names it after the plugin id and the version. */
function docsVersionPath(pluginId: string, version: string): string {
  const plugin = pluginId === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`;
  return `${plugin}/${version === 'current' ? 'current' : `version-${version}`}`;
}

/** Translation folder of a docs version. */
export function docsTranslationDir(locale: LocaleContext, pluginId: string, version: string): string {
  return join(locale.dir, docsVersionPath(pluginId, version));
}

/** The messages file of a docs version (`current.json`, `version-<name>.json`). */
export function docsMessagesFile(pluginId: string, version: string): string {
  return `${docsVersionPath(pluginId, version)}.json`;
}

/** Fails unless `code`, a `--locale` of build or serve --watch, is one of the site's locales. */
export function checkLocaleOption(config: SiteConfig, code: string): void {
  if (config.i18n.locales.includes(code)) return;
  throw new OpdocsErrors([configError(config.configFile, ['i18n', 'locales'], `--locale ${code}: no such locale in i18n.locales`, `the locales are ${config.i18n.locales.join(', ')}`)]);
}

/** The default locale's context, when the site has an `i18n/<defaultLocale>/` folder. */
export function defaultLocaleContext(config: SiteConfig): LocaleContext | undefined {
  const code = config.i18n.defaultLocale;
  return existsSync(join(config.siteDir, 'i18n', code)) ? createLocaleContext(config, code) : undefined;
}

/** The context of locale `code`: another locale's, or the default one's when it has an i18n/ folder. */
export function localeContextOf(config: SiteConfig, code: string): LocaleContext | undefined {
  return code === config.i18n.defaultLocale ? defaultLocaleContext(config) : createLocaleContext(config, code);
}

/** Reads `i18n/<code>/…` JSON files once each; a malformed one is an error at that file. */
export function createLocaleContext(config: SiteConfig, code: string): LocaleContext {
  const dir = join(config.siteDir, 'i18n', code);
  const read = new Map<string, Map<string, string>>();
  return {
    code, rootBaseUrl: config.baseUrl, dir,
    messages(file) {
      const known = read.get(file);
      if (known) return known;
      const made = readMessages(join(dir, file));
      read.set(file, made);
      return made;
    },
  };
}

/**
 * The code.json messages a locale builds with: its `i18n/<code>/code.json` over the theme texts
 * opdocs ships for its language (cli/texts/), for the default locale with or without an i18n/
 * folder. Undefined or the file's own messages, as before, for English and unknown languages.
 */
export function codeMessages(config: SiteConfig, locale: LocaleContext | undefined): Map<string, string> | undefined {
  return withBuiltInTexts(locale?.code ?? config.i18n.defaultLocale, locale?.messages('code.json'));
}

const ENTRY_HINT = 'each entry is "key": { "message": "text" }, as `docusaurus write-translations` writes it';

/**
 * A translation file's JSON object with its syntax tree and text, or null without the file; bad
 * UTF-8, bad JSON or anything but an object is an error at the file (`hint` says what to do).
 * Shared by the build's reader and `opdocs write-translations`, which merges into the file.
 */
export function readTranslationJson(file: string, hint: string): { value: Record<string, unknown>; tree: JsonNode; text: string } | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const read = readJsonText(file, bytes);
  if ('error' in read) throw new OpdocsErrors([read.error]);
  const { text } = read;
  const parsed = parseJsonFile({ text, file, what: 'translation file', hint });
  if ('error' in parsed) throw new OpdocsErrors([parsed.error]);
  const { value } = parsed;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new OpdocsErrors([new OpdocsError({ file, line: 1, column: 1, message: 'a translation file holds one JSON object of entries', hint })]);
  }
  return { value: value as Record<string, unknown>, tree: parsed.tree, text };
}

function readMessages(file: string): Map<string, string> {
  const out = new Map<string, string>();
  const found = readTranslationJson(file, ENTRY_HINT);
  if (!found) return out;
  const { value, text } = found;
  // A translation that silently did nothing would be a hunt for the site's author.
  const bad: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    const message = entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
    if (typeof message === 'string') out.set(key, message);
    else bad.push(key);
  }
  if (bad.length) {
    // The text parsed as JSON above, so it has a tree.
    const tree = readJsonTree(found.tree, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    throw new OpdocsErrors(bad.map((key) => new OpdocsError({ file, ...tree.locate([key], 'key'), message: `translation "${key}" has no "message" text`, hint: ENTRY_HINT })));
  }
  return out;
}

/**
 * The config a locale builds with: its own baseUrl (the default locale keeps the site's), the navbar and footer texts of
 * `docusaurus-theme-classic/navbar.json` and `footer.json`, and the blog's title, description
 * and sidebar title of `docusaurus-plugin-content-blog/options.json` (`…-blog-<id>/` for each of
 * `blogInstances`; keys as Docusaurus writes them).
 */
export function localizeConfig(config: SiteConfig, locale: LocaleContext): SiteConfig {
  const navbar = locale.messages('docusaurus-theme-classic/navbar.json');
  const footer = locale.messages('docusaurus-theme-classic/footer.json');
  const t = (messages: Map<string, string>, key: string, text: string) => messages.get(key) ?? text;
  // Each blog's texts are under its plugin's folder (docusaurus-plugin-content-blog-<id> for blogInstances).
  const blogTexts = <B extends SiteConfig['blog']>(options: B, id?: string): B => {
    const blog = locale.messages(`docusaurus-plugin-content-blog${id ? `-${id}` : ''}/options.json`);
    return {
      ...options,
      title: t(blog, 'title', options.title),
      description: t(blog, 'description', options.description),
      sidebar: { ...options.sidebar, title: t(blog, 'sidebar.title', options.sidebar.title) },
    };
  };
  const item = (it: NavbarItemConfig): NavbarItemConfig => {
    const label = 'label' in it && typeof it.label === 'string' ? { label: t(navbar, `item.label.${it.label}`, it.label) } : {};
    const items = it.type === 'dropdown' ? { items: it.items.map(item) } : {};
    return { ...it, ...label, ...items } as NavbarItemConfig;
  };
  // A `{ html }` item is the site's markup, with no label to translate (as in Docusaurus).
  const link = <L extends object>(l: L): L => ('label' in l && typeof l.label === 'string' ? { ...l, label: t(footer, `link.item.label.${l.label}`, l.label) } : l);
  const links = (entries: FooterLinksConfig): FooterLinksConfig => entries.map((entry) => 'items' in entry
    ? { ...entry, title: t(footer, `link.title.${entry.title}`, entry.title), items: entry.items.map(link) }
    : link(entry)) as FooterLinksConfig;
  const { logo, title } = config.navbar;
  return {
    ...config,
    baseUrl: locale.code === config.i18n.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale.code}/`,
    navbar: {
      ...config.navbar,
      ...(title ? { title: t(navbar, 'title', title) } : {}),
      ...(logo ? { logo: { ...logo, alt: t(navbar, 'logo.alt', logo.alt) } } : {}),
      items: config.navbar.items.map(item),
    },
    blog: blogTexts(config.blog),
    blogInstances: (config.blogInstances ?? []).map((b) => blogTexts(b, b.id)),
    footer: config.footer ? {
      ...config.footer,
      links: links(config.footer.links),
      ...(config.footer.copyright ? { copyright: t(footer, 'copyright', config.footer.copyright) } : {}),
      ...(config.footer.logo ? { logo: { ...config.footer.logo, alt: t(footer, 'logo.alt', config.footer.logo.alt) } } : {}),
    } : config.footer,
  };
}
