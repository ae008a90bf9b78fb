/** The routes of one docs version (see docs.ts): its docs, doc tag pages and generated category indexes. */
import { join, relative } from 'node:path';
import type { DocRoute, RouteData, SiteData } from '../../../runtime/types.js';
import { TAG_HINT, type RouteSource } from '../check/route-files.js';
import { OpdocsError, reportAt, type Reports } from '../../errors.js';
import { frontMatterKeyPosition } from '../parse/front-matter.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import type { LoadedDoc } from '../routes/docs.js';
import { createDocRoute, type DocRouteInput } from '../routes/doc-routes.js';
import { docLastUpdate } from '../routes/last-update.js';
import { createDocTagRoutes, type DocTagDefs } from '../routes/doc-tags.js';
import { inlineTagsError } from '../routes/inline-tags.js';
import { createGeneratedIndexRoute } from '../routes/generated-index.js';
import { generatedIndexClash, generatedIndexOnDoc } from './generated-index-clash.js';
import { claimKey } from '../routes/unicode-twins.js';
import type { GeneratedIndex } from '../routes/sidebars.js';
import { createNavLinkOf } from '../routes/nav-links.js';
import { bareSegment, joinUrl } from '../routes/url.js';
import type { FeatureContext } from './feature.js';
import type { VersionState } from './docs.js';
import type { Sidebar } from './doc-sidebars.js';
import { pageAnchors } from '../check/page-anchors.js';
import { sidebarOfDoc } from './doc-sidebar-of.js';
import { currentCategoryItems } from '../../../runtime/sidebar-category.js';
import { withoutTrailingSlash } from '../../../runtime/trailing-slash.js';
import { hasOverride } from '../../bundle/theme-overrides.js';

/** The marker of a `<DocCardList />` in a parsed body (parse/content-component.ts). */
const CARD_LIST = 'name="DocCardList"';
/** Whether a body lists cards, per parse: a watch rebuild meets the same parses again, and searching every body took 3 % of one. */
const listsCards = new WeakMap<ParsedMarkdown, boolean>();
const hasCardList = (parsed: ParsedMarkdown | undefined): boolean => {
  if (!parsed) return false;
  let found = listsCards.get(parsed);
  if (found === undefined) listsCards.set(parsed, (found = parsed.html.includes(CARD_LIST)));
  return found;
};

/** The doc, tag and generated index routes of one version. */
export function versionRoutes(state: VersionState, parsed: ParsedMarkdown[], ctx: FeatureContext & { site: SiteData }, versionPaths: Map<string, Record<string, string>>, elsewhere?: DocRouteInput['elsewhere']) {
  const { site } = ctx;
  const { config } = state;
  const errors: OpdocsError[] = [];
  const docsById = new Map(state.docs.map((d) => [d.id, d]));
  const navLinkOf = createNavLinkOf(state.docs);
  const sidebarOf = (d: LoadedDoc): Sidebar | null => sidebarOfDoc(state.sidebars, d);
  const docTagsPath = joinUrl(state.version.path, bareSegment(config.docs.tagsBasePath));
  const reports: Reports = { errors, warnings: [] };
  const tagDefs: DocTagDefs = {
    tags: state.tags,
    // As for blog posts, tags are only reported once the version has a tags file to define them in.
    onInline: (doc, keys) => reportAt(reports, config.docs.onInlineTags, inlineTagsError(doc, keys, {
      file: state.tagsFile?.rel ?? 'tags.yml', path: state.tagsFile?.file ?? 'tags.yml', defined: state.tags?.keys() ?? [], section: 'docs',
    })),
  };
  const version: DocRoute['version'] = {
    name: state.version.name, label: state.version.label, badge: state.version.badge, banner: state.version.banner,
    ...(state.version.pluginId === 'default' ? {} : { pluginId: state.version.pluginId }),
  };
  // As in Docusaurus, a sidebar name that matches none is an error: the doc would silently show no sidebar.
  for (const doc of state.docs) {
    const want = doc.frontMatter.displayed_sidebar;
    if (typeof want !== 'string' || state.sidebars.has(want)) continue;
    errors.push(new OpdocsError({
      file: doc.file, ...frontMatterKeyPosition(doc.text, 'displayed_sidebar'),
      message: `front matter: displayed_sidebar names a sidebar "${want}" that ${state.version.name === 'current' ? 'the docs do' : `version ${state.version.name} does`} not have`,
      hint: state.sidebars.size ? `use one of: ${[...state.sidebars.keys()].join(', ')}; or null for no sidebar` : 'remove the line, or write null for no sidebar',
    }));
  }
  const docRoutes: DocRoute[] = state.docs.map((doc, i) => {
    // As in Docusaurus, a translation's edit link leads to the original unless editLocalizedFiles says otherwise.
    const editFile = config.docs.editLocalizedFiles ? undefined : join(state.version.dir, doc.rel);
    const { route, errors: e } = createDocRoute({ site, config, doc, parsed: parsed[i], sidebar: sidebarOf(doc), docsById, version, docTagsPath, tagDefs, navLinkOf, editFile, ...(elsewhere ? { elsewhere } : {}), noindex: state.version.noIndex });
    errors.push(...e);
    const lastUpdate = docLastUpdate(doc.frontMatter, state.lastUpdates?.get(doc.file), config.docs);
    if (lastUpdate) route.lastUpdate = lastUpdate;
    const others = versionPaths.get(`${state.version.pluginId}\0${doc.id}`);
    if (others) route.versionPaths = others;
    return route;
  });
  const routes: RouteData[] = [...docRoutes, ...createDocTagRoutes({ site, docs: docRoutes, tagsPath: docTagsPath, version: version.name, pluginId: version.pluginId })];
  // Every sidebar's generated category pages (a site may have one sidebar per folder); a
  // category two sidebars share gets one page, shown with the first sidebar holding it.
  const descriptions = new Map(docRoutes.map((r) => [r.path, r.head.description]));
  describeCards(docRoutes, parsed, state.sidebars, descriptions);
  const indexed = new Map<string, GeneratedIndex>();
  const docOnRoute = new Map(state.docs.map((d) => [claimKey(d.permalink), d]));
  const cardComponent = state.sidebars.size > 0 && (hasOverride(config.siteDir, 'DocCard') || hasOverride(config.siteDir, 'DocCardList'));
  for (const sidebar of state.sidebars.values()) {
    for (const index of sidebar.resolved.generatedIndexes) {
      // Keyed as routes collide: "/same/" or "/Same" is the page "/same" is.
      const first = indexed.get(claimKey(index.permalink));
      if (first) {
        // Another category on the same slug: its page would be lost without a word.
        if (first.label !== index.label || first.title !== index.title) errors.push(generatedIndexClash(state, first, index));
        continue;
      }
      indexed.set(claimKey(index.permalink), index);
      // As in Docusaurus, whose doc routes come before its category pages, the doc keeps the route.
      const doc = docOnRoute.get(claimKey(index.permalink));
      if (doc) {
        errors.push(generatedIndexOnDoc(state, index, relative(config.siteDir, doc.file)));
        continue;
      }
      routes.push(createGeneratedIndexRoute({ site, config, index, sidebar, version, descriptions, navLinkOf, cardComponent, noindex: state.version.noIndex }));
    }
  }
  const anchors = state.docs.map((d, i): [string, Set<string>] => [d.permalink, pageAnchors(parsed[i])]);
  const sources = new Map<RouteData, RouteSource>(docRoutes.map((r, i) => [r, { file: state.docs[i].file, text: state.docs[i].text, isDoc: true, docSet: `${version.pluginId}/${version.name}` }]));
  for (const r of routes.slice(docRoutes.length)) {
    if (r.kind === 'doc-tag') {
      // A tag page whose path cannot be written: blame the first doc that carries the tag.
      const i = docRoutes.findIndex((d) => d.tags.some((t) => t.href === r.path));
      if (i >= 0) sources.set(r, { file: state.docs[i].file, text: state.docs[i].text, hint: TAG_HINT });
      continue;
    }
    if (r.kind !== 'doc') continue;
    // A generated category index: blame the _category_ file whose slug names it.
    const last = r.path.split('/').filter(Boolean).pop() ?? '';
    const cat = state.categoryFiles.find((c) => /"?slug"?\s*:/.test(c.text) && c.text.includes(last));
    // Else the sidebars file, whose category `link` slug names it.
    const from = cat ?? (state.sidebarsFile?.text.includes(last) ? state.sidebarsFile : undefined);
    if (from) sources.set(r, { file: from.file, text: from.text });
  }
  return { routes, errors, warnings: reports.warnings, anchors, sources };
}

/**
 * A doc whose body lists its category as cards (`<DocCardList />`, rendered at build time)
 * gets the descriptions of the docs on those cards, as a generated index page shows them.
 */
function describeCards(docRoutes: DocRoute[], parsed: ParsedMarkdown[], sidebars: Map<string, Sidebar>, descriptions: Map<string, string | undefined>): void {
  docRoutes.forEach((route, i) => {
    if (!route.sidebar || !hasCardList(parsed[i])) return;
    const items = currentCategoryItems(sidebars.get(route.sidebar.id)?.resolved.items ?? [], route.path) ?? [];
    const described = items.flatMap((item) => {
      if (item.type !== 'link') return [];
      const text = descriptions.get(item.href);
      return text ? [[withoutTrailingSlash(item.href), text] as const] : [];
    });
    if (described.length) route.cardDescriptions = Object.fromEntries(described);
  });
}
