/** DocRoute for every doc: TOC, breadcrumbs, prev/next, edit URL (computed once here). */
import { relative, sep } from 'node:path';
import type { DocRoute, SiteData, PageLink, TagRef, Crumb } from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import { OpdocsError } from '../../errors.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import { pageToc } from '../parse/toc.js';
import { sourceExcerpt } from '../parse/source-excerpt.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';
import { isScriptUrl, scriptUrlPhrase } from '../parse/script-url.js';
import type { LoadedDoc } from './docs.js';
import { sequenceIndex, type ResolvedSidebar } from './sidebars.js';
import type { HomeOnlyCrumbs } from '../../../theme/Breadcrumbs/home-only';
import { createHead, frontMatterData, frontMatterImage, frontMatterKeywords } from './head.js';
import { resolveDocTags, type DocTagDefs } from './doc-tags.js';
import { resolveEditUrl } from './edit-url.js';
import { docNavTitle, type NavLinkOf } from './nav-links.js';

export interface DocRouteInput {
  site: SiteData;
  config: SiteConfig;
  doc: LoadedDoc;
  parsed: ParsedMarkdown;
  sidebar: { id: string; url: string; resolved: ResolvedSidebar } | null;
  docsById: Map<string, LoadedDoc>;
  version: DocRoute['version'];
  /** Docs tags base with baseUrl, e.g. "/base/docs/tags". */
  docTagsPath: string;
  /** The version's tags.yml, when it has one. */
  tagDefs?: DocTagDefs;
  /** The file "Edit this page" names when not the doc's own (a translated doc's default-locale file). */
  editFile?: string;
  /** Titles of sidebar neighbours as previous/next links; without it, their sidebar labels. */
  navLinkOf?: NavLinkOf;
  /** Finds a doc of another set of docs by id, for the hint of a front matter id this set lacks. */
  elsewhere?: (id: string) => { pluginId: string; permalink: string } | undefined;
  /** The version asks search engines not to index its pages (its `noIndex` option). */
  noindex?: boolean;
}

function neighbour(input: DocRouteInput, key: 'pagination_prev' | 'pagination_next', fallback: PageLink | null, errors: OpdocsError[]): PageLink | null {
  const fm = input.doc.frontMatter[key];
  if (fm === null) return null;
  if (typeof fm !== 'string') return fallback;
  const target = input.docsById.get(fm);
  if (!target) {
    const other = input.elsewhere?.(fm);
    const set = other && (other.pluginId === 'default' ? 'the docs section (id "default")' : `the docs "${other.pluginId}" (docsInstances)`);
    errors.push(new OpdocsError({
      file: input.doc.file, ...frontMatterKeyPosition(input.doc.text, key),
      message: `front matter: ${key} points to a doc id that does not exist${other ? ' in this set of docs' : ''}: "${fm}"`,
      hint: other
        ? `"${fm}" is a doc of ${set}; ${key} names a doc of the same set and version only: pick one of those, or link to ${other.permalink} in the text`
        : `use one of the doc ids, e.g. ${[...input.docsById.keys()].slice(0, 5).join(', ')}`,
    }));
    return fallback;
  }
  return { title: docNavTitle(target), href: target.permalink };
}

/** Builds the route data of one doc. */
export function createDocRoute(input: DocRouteInput): { route: DocRoute; errors: OpdocsError[] } {
  const { doc, parsed, site, config } = input;
  const errors: OpdocsError[] = [];
  let prev: PageLink | null = null;
  let next: PageLink | null = null;
  let crumbs: Crumb[] = [];
  // Set when the doc is a category's own page: its trail then ends with that category.
  let ownCategory = false;
  // The doc's own label in its sidebar (a hand-written sidebar's `label`, or a translation),
  // which its last breadcrumb shows; null when the sidebar does not list it.
  let ownLabel: string | null = null;
  // Whether the displayed sidebar lists the doc: Docusaurus finds no trail for a doc its
  // `displayed_sidebar` does not hold, so the page's breadcrumbs hold the home link alone.
  let listed = false;
  if (input.sidebar) {
    const seq = input.sidebar.resolved.sequence;
    const i = sequenceIndex(input.sidebar.resolved, doc.id, doc.permalink);
    if (i >= 0) {
      const linkOf = input.navLinkOf ?? ((e: (typeof seq)[number]) => e.link);
      prev = i > 0 ? linkOf(seq[i - 1]) : null;
      next = i < seq.length - 1 ? linkOf(seq[i + 1]) : null;
      if (seq[i].docId === doc.id || seq[i].link.href === doc.permalink) ownLabel = seq[i].link.title;
    }
    const byId = input.sidebar.resolved.crumbs.get(doc.id);
    const byPage = byId ? undefined : input.sidebar.resolved.crumbs.get(`href:${doc.permalink}`);
    crumbs = byId ?? byPage ?? [];
    ownCategory = byPage !== undefined && byPage.length > 0;
    listed = byId !== undefined || byPage !== undefined;
  }
  prev = neighbour(input, 'pagination_prev', prev, errors);
  next = neighbour(input, 'pagination_next', next, errors);
  // An unlisted category page has a crumb without a link (behaviors §9.9), so the trail's key
  // says it is the category's page, not the crumb's href.
  const isCategoryPage = ownCategory || (crumbs.length > 0 && crumbs[crumbs.length - 1].href === doc.permalink);
  // Breadcrumbs trace the sidebar (behaviors §9.9): a doc shown without one has none.
  const breadcrumbs: Crumb[] = !input.sidebar || !listed ? []
    : isCategoryPage ? [...crumbs.slice(0, -1), { label: crumbs[crumbs.length - 1].label }]
    : [...crumbs, { label: ownLabel ?? doc.sidebarLabel ?? doc.title }];
  const fm = doc.frontMatter;
  const editUrl = fm.custom_edit_url === null ? null
    : typeof fm.custom_edit_url === 'string' ? fm.custom_edit_url
    : resolveEditUrl({ base: config.docs.editUrl, file: input.editFile ?? doc.file, config });
  if (typeof fm.custom_edit_url === 'string' && isScriptUrl(fm.custom_edit_url)) {
    // Docusaurus builds such a doc (React then blocks the link), so this is at most a warning.
    errors.push(new OpdocsError({
      file: doc.file, ...frontMatterKeyPosition(doc.text, 'custom_edit_url'), kind: 'onBrokenLinks', unchecked: true,
      message: `front matter: custom_edit_url is ${scriptUrlPhrase(fm.custom_edit_url)}: the "Edit this page" link does nothing`,
      hint: 'give the web address of the file in its repository ("https://…"), or null for no edit link',
    }));
  }
  const tags: TagRef[] = resolveDocTags(fm.tags, input.docTagsPath, input.tagDefs, doc);
  const route: DocRoute & HomeOnlyCrumbs = {
    kind: 'doc', page: 'doc', path: doc.permalink,
    head: createHead({
      site, path: doc.permalink, title: doc.title,
      description: typeof fm.description === 'string' ? fm.description : sourceExcerpt(doc.body),
      keywords: frontMatterKeywords(fm),
      noindex: doc.unlisted || input.noindex === true, image: frontMatterImage(fm),
      htmlClassName: `docs-wrapper docs-doc-page docs-version-${input.version.name} plugin-docs plugin-id-${input.version.pluginId ?? 'default'} docs-doc-id-${doc.id.replace(/\//g, '-')}`,
      searchTag: `docs-${input.version.pluginId ?? 'default'}-${input.version.name}`, version: input.version.name,
    }),
    deps: input.sidebar ? [input.sidebar.url] : [],
    id: doc.id,
    title: doc.title,
    // An empty title shows no heading (an empty h1 names nothing), as in Docusaurus.
    showTitle: !parsed.hasH1 && fm.hide_title !== true && doc.title !== '',
    html: parsed.html,
    toc: pageToc(parsed.headings, fm, config.tableOfContents),
    sidebar: input.sidebar ? { id: input.sidebar.id, url: input.sidebar.url } : null,
    breadcrumbs: config.docs.breadcrumbs ? breadcrumbs : [],
    // Shown with a sidebar that omits it: the nav holds the home link alone, as in Docusaurus.
    ...(config.docs.breadcrumbs && input.sidebar && !listed ? { breadcrumbsHomeOnly: true as const } : {}),
    prev, next, editUrl, tags,
    version: input.version,
    unlisted: doc.unlisted,
    // Docusaurus' `useDoc().metadata.source`, from which a swizzled doc footer builds its own links.
    source: `@site/${relative(config.siteDir, doc.file).split(sep).join('/')}`,
    ...frontMatterData(fm),
  };
  return { route, errors };
}
