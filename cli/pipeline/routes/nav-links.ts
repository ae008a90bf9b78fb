/**
 * The title of a previous/next link to a sidebar neighbour (behaviors §9.6): a doc's
 * `pagination_label` wins, then its `sidebar_label`, then the sidebar item's label, then its
 * title. A category whose link is a doc stands for that doc, so it is titled as the doc is,
 * not with the category's label; only a generated index is titled with its category's label.
 */
import type { PageLink } from '../../../runtime/types.js';
import type { LoadedDoc } from './docs.js';
import type { ResolvedSidebar } from './sidebars.js';

type SequenceEntry = ResolvedSidebar['sequence'][number];

/** The previous/next link of a sidebar sequence entry, for the docs of one version. */
export type NavLinkOf = (entry: SequenceEntry) => PageLink;

/** Title of a link to `doc` that has no sidebar item label to fall back on. */
export function docNavTitle(doc: LoadedDoc): string {
  const label = doc.frontMatter.pagination_label;
  return typeof label === 'string' ? label : doc.sidebarLabel ?? doc.title;
}

/** Creates the lookup for one version's docs; entries that are no doc keep their sidebar label. */
export function createNavLinkOf(docs: LoadedDoc[]): NavLinkOf {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const byPermalink = new Map(docs.map((d) => [d.permalink, d]));
  return (entry) => {
    if (entry.docId !== undefined) {
      const label = byId.get(entry.docId)?.frontMatter.pagination_label;
      return typeof label === 'string' ? { ...entry.link, title: label } : entry.link;
    }
    const linked = byPermalink.get(entry.link.href);
    return linked ? { ...entry.link, title: docNavTitle(linked) } : entry.link;
  };
}
