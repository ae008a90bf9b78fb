/**
 * Docusaurus options opdocs has no key for, whose loss a reader of the built site could notice:
 * each one a config sets becomes a note saying what the build does instead. They are listed
 * here, apart from the mappers, so that an option is never dropped without a word just because
 * no mapper reads it.
 */
import { isObj, type Obj } from './json-values.js';

type Note = (key: string, what: string) => void;

const COMPONENT = 'a component in place of the theme\'s is not used; the theme\'s own is (swizzle it into src/theme/ instead)';

/** Blog plugin options with no counterpart, and what happens instead. */
const BLOG_OPTIONS: Record<string, string> = {
  readingTime: 'a custom reading-time function is not run; posts show opdocs\' own estimate (200 words a minute), or none with showReadingTime: false',
  sortPosts: 'posts are listed newest first',
  processBlogPosts: 'the function is not run; every post is listed as written',
  blogListComponent: COMPONENT, blogPostComponent: COMPONENT, blogTagsListComponent: COMPONENT, blogTagsPostsComponent: COMPONENT,
  blogArchiveComponent: COMPONENT, blogAuthorsListComponent: COMPONENT, blogAuthorsPostsComponent: COMPONENT,
};

/** Docs plugin options with no counterpart (those that run code are in map-docs-blog.ts). */
const DOCS_OPTIONS: Record<string, string> = {
  editCurrentVersion: 'edit links of every version lead to that version\'s own file',
  docsRootComponent: COMPONENT, docVersionRootComponent: COMPONENT, docRootComponent: COMPONENT, docTagDocListComponent: COMPONENT, docTagsListComponent: COMPONENT,
};

/** Notes for the blog options of `blog` (the options object at config path `at`). */
export function noteBlogOptions(blog: Obj, at: string, note: Note): void {
  for (const [key, what] of Object.entries(BLOG_OPTIONS)) if (blog[key] !== undefined && blog[key] !== 'descending') note(`${at}.${key}`, what);
}

/** Notes for the docs options of `docs` (at config path `at`). */
export function noteDocsOptions(docs: Obj, at: string, note: Note): void {
  for (const [key, what] of Object.entries(DOCS_OPTIONS)) if (docs[key] !== undefined) note(`${at}.${key}`, what);
  if (isObj(docs.versions)) {
    for (const [name, v] of Object.entries(docs.versions)) {
      if (isObj(v) && typeof v.className === 'string') note(`${at}.versions.${name}.className`, `the class is not added; pages of each version carry \`docs-version-<name>\` on <html> (here docs-version-${name}) to style them by`);
    }
  }
}

/** Notes for the pages plugin's options that select files or move them. */
export function notePagesOptions(pages: Obj, at: string, note: Note): void {
  for (const key of ['include', 'exclude']) {
    if (pages[key] !== undefined) note(`${at}.${key}`, 'pages are every .md, .mdx, .js, .jsx, .ts and .tsx file of src/pages except names starting with "_", tests and __tests__; rename a file "_<name>" to leave it out');
  }
  if (typeof pages.routeBasePath === 'string' && !/^\/?$/.test(pages.routeBasePath)) note(`${at}.routeBasePath`, 'pages are served from the site root; move them into a folder of that name under src/pages');
}

/** Locale settings beyond label, direction and htmlLang (map-i18n.ts), which change URLs or dates. */
function noteI18nOptions(i18n: Obj, note: Note): void {
  if (typeof i18n.path === 'string' && !/^(\.\/)?i18n\/?$/.test(i18n.path)) note('i18n.path', `translations are read from i18n/ at the site folder; move ${i18n.path} there`);
  const configs = isObj(i18n.localeConfigs) ? i18n.localeConfigs : {};
  for (const [code, lc] of Object.entries(configs)) {
    if (!isObj(lc)) continue;
    const served = code === i18n.defaultLocale ? 'its translations are read' : `the locale is served under /${code}/ and read`;
    if (typeof lc.path === 'string' && lc.path !== code) note(`i18n.localeConfigs.${code}.path`, `${served} from i18n/${code}/, named by its code; rename the folder i18n/${lc.path}/`);
    if (typeof lc.calendar === 'string' && lc.calendar !== 'gregory') note(`i18n.localeConfigs.${code}.calendar`, 'dates are shown in the Gregorian calendar');
    for (const key of ['url', 'baseUrl']) if (typeof lc[key] === 'string') note(`i18n.localeConfigs.${code}.${key}`, 'every locale is served from the site\'s own url and baseUrl, each but the default under /<code>/');
  }
}

/** Site-level options: `future` flags, `markdown` keys and locale settings no mapper reads. */
export function noteSiteOptions(dc: Obj, note: Note): void {
  if (isObj(dc.i18n)) noteI18nOptions(dc.i18n, note);
  if (isObj(dc.future)) {
    const set = Object.keys(dc.future).filter((k) => dc.future && (dc.future as Obj)[k] !== undefined && (dc.future as Obj)[k] !== false);
    if (set.length) note('future', `${set.join(', ')}: opdocs has no such opt-in flags and builds as Docusaurus 3 does without them (it needs no faster bundler, and pages keep their own URLs, never a hash router)`);
  }
  const markdown = isObj(dc.markdown) ? dc.markdown : {};
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions']) {
    if (markdown[key] !== undefined) note(`markdown.${key}`, 'not run: Markdown and front matter are read as written; change the files themselves');
  }
  if (isObj(markdown.mdx1Compat) && Object.values(markdown.mdx1Compat).some((v) => v === false)) {
    note('markdown.mdx1Compat', 'HTML comments, `:::` admonitions and `{#id}` heading ids are always read, as by Docusaurus\' default');
  }
}
