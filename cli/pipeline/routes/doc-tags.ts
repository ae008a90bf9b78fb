/**
 * Docs tags: each doc's front matter `tags` resolved to links, and the tag list and per-tag
 * routes built from the doc routes (behaviors §10: "Tags", "View all tags", "N docs tagged").
 */
import type { DocRoute, DocTagRoute, DocTagsRoute, SiteData, TagRef } from '../../../runtime/types.js';
import { createHead } from './head.js';
import { joinUrl, kebabCase } from './url.js';
import type { TagDef } from './blog-meta.js';
import { textsOf } from '../../../theme/texts/text-lookup.js';
import { tagVisibility } from './tag-visibility.js';

/** What a version's tags.yml defines (null without one), and where inline tags are reported. */
export interface DocTagDefs {
  tags: Map<string, TagDef> | null;
  /** Gets the keys a doc wrote out without tags.yml defining them (only when there is a tags.yml). */
  onInline(doc: { file: string; text: string }, keys: string[]): void;
}

/**
 * A doc's front matter tags: a key of tags.yml takes its label, permalink and description; a
 * plain label or `{ label, permalink }` stands for itself.
 */
export function resolveDocTags(raw: unknown, tagsPath: string, defs?: DocTagDefs, doc?: { file: string; text: string }): TagRef[] {
  if (!Array.isArray(raw)) return [];
  const out = new Map<string, TagRef>();
  const inline: string[] = [];
  for (const t of raw) {
    const def = typeof t === 'string' ? defs?.tags?.get(t) : undefined;
    if (def) {
      const href = joinUrl(tagsPath, def.permalink.replace(/^\/+/, ''));
      if (!out.has(href)) out.set(href, { label: def.label, href, ...(def.description ? { description: def.description } : {}) });
      continue;
    }
    const label = typeof t === 'string' ? t : typeof t?.label === 'string' ? t.label : undefined;
    if (!label) continue;
    if (typeof t === 'string' && defs?.tags) inline.push(t);
    const own = typeof t === 'object' && typeof t?.permalink === 'string' ? t.permalink.replace(/^\/+/, '') : undefined;
    const href = joinUrl(tagsPath, own ?? kebabCase(label));
    if (!out.has(href)) out.set(href, { label, href });
  }
  if (inline.length && defs && doc) defs.onInline(doc, inline);
  return [...out.values()];
}

/**
 * The tags list (of the tags a listed doc carries; none without one) and one route per tag, also
 * for a tag only unlisted docs carry (see tag-visibility.ts).
 */
export function createDocTagRoutes(input: { site: SiteData; docs: DocRoute[]; tagsPath: string; version: string; pluginId?: string }): (DocTagsRoute | DocTagRoute)[] {
  // Each docs instance is a plugin of its own in Docusaurus: `plugin-id-<id>` on <html> (behaviors §16).
  const plugin = `plugin-docs plugin-id-${input.pluginId ?? 'default'}`;
  const byTag = new Map<string, { tag: TagRef; docs: DocRoute[] }>();
  for (const doc of input.docs) {
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.href) ?? { tag, docs: [] };
      entry.docs.push(doc);
      byTag.set(tag.href, entry);
    }
  }
  const tags = [...byTag.values()].map(({ tag, docs }) => {
    const shown = tagVisibility(docs, (doc) => doc.unlisted);
    const links = shown.items.map((doc) => ({ title: doc.title, href: doc.path, ...(doc.head.description ? { description: doc.head.description } : {}) }));
    return { tag, unlisted: shown.unlisted, docs: links };
  });
  const listedTags = tags.filter((entry) => !entry.unlisted);
  // Titles and headings in the site's locale (code.json), under the theme's ids.
  const { t, plural } = textsOf(input.site);
  const list: DocTagsRoute = {
    kind: 'doc-tags', page: 'doc-tags', deps: [], path: input.tagsPath,
    head: createHead({ site: input.site, path: input.tagsPath, title: t('theme.tags.tagsPageTitle', 'Tags'), htmlClassName: `docs-wrapper docs-tags-list-page ${plugin}`, searchTag: 'doc_tags_list', version: input.version }),
    tags: listedTags.map(({ tag, docs }) => ({ ...tag, count: docs.length })).sort((a, b) => a.label.localeCompare(b.label)),
  };
  const pages = tags.map(({ tag, docs, unlisted }): DocTagRoute => {
    const nDocsTagged = plural('theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', docs.length);
    const heading = t('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged, tagName: tag.label });
    return {
      kind: 'doc-tag', page: 'doc-tag', deps: [], path: tag.href,
      head: createHead({ site: input.site, path: tag.href, title: heading, ...(tag.description ? { description: tag.description } : {}), htmlClassName: `docs-wrapper docs-tags-doc-list-page ${plugin}`, searchTag: 'doc_tag_doc_list', version: input.version, noindex: unlisted }),
      tag, heading, allTagsHref: input.tagsPath,
      docs: docs.sort((a, b) => a.title.localeCompare(b.title)),
    };
  });
  return listedTags.length ? [list, ...pages] : pages;
}
