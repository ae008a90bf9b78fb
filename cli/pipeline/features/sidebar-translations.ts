/**
 * A docs sidebar in another locale: its labels replaced by the version's messages
 * (`i18n/<locale>/docusaurus-plugin-content-docs/<version>.json`), under the keys Docusaurus'
 * write-translations gives them:
 *   sidebar.<id>.category.<label>                                   a category
 *   sidebar.<id>.category.<label>.link.generated-index.{title,description}
 *   sidebar.<id>.link.<label>                                       a link to a URL
 *   sidebar.<id>.doc.<label>                                        a doc given a label in the sidebars file
 */
import type { SidebarItem } from '../../../runtime/types.js';
import { translationKeyOf } from '../routes/sidebar-keys.js';
import { indexSidebar, type ResolvedSidebar } from '../routes/sidebars.js';

function translateItems(items: SidebarItem[], id: string, messages: Map<string, string>): void {
  for (const it of items) {
    if (it.type === 'html') continue;
    if (it.type === 'category') {
      translateItems(it.items, id, messages);
      it.label = messages.get(`sidebar.${id}.category.${translationKeyOf(it, it.label)}`) ?? it.label;
    } else {
      // A doc's own title is already the translated file's; only a label the sidebars file set has a key.
      it.label = messages.get(`sidebar.${id}.${it.docId === undefined ? 'link' : 'doc'}.${translationKeyOf(it, it.label)}`) ?? it.label;
    }
  }
}

/**
 * Translates `sidebar` in place. Breadcrumbs and previous/next links copy labels when the sidebar
 * is indexed, so they are indexed again here: otherwise a translated page would show the
 * default locale's category names above its title and in its pagination.
 */
export function translateSidebar(sidebar: ResolvedSidebar, id: string, messages: Map<string, string>): void {
  for (const index of sidebar.generatedIndexes) {
    const category = `sidebar.${id}.category.${translationKeyOf(index, index.label)}`;
    const key = `${category}.link.generated-index`;
    // A page titled by its category's label (no title of its own) follows the label's translation.
    index.title = messages.get(`${key}.title`) ?? (index.title === index.label ? messages.get(category) : undefined) ?? index.title;
    const description = messages.get(`${key}.description`);
    if (description !== undefined) index.description = description;
  }
  translateItems(sidebar.items, id, messages);
  Object.assign(sidebar, indexSidebar(sidebar.items, sidebar.unlistedLinks));
}
