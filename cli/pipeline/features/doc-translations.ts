/**
 * The translation file of each docs version (`docusaurus-plugin-content-docs/current.json`,
 * `version-<name>.json`, a second instance's under its id): the version's label and its
 * sidebars' labels, under the keys sidebar-translations.ts reads them by. Made from a load of
 * the default locale, so each message is the text a translator starts from.
 */
import type { SidebarItem } from '../../../runtime/types.js';
import type { TranslationEntry, TranslationFile } from '../../translations/translation-file.js';
import { docsMessagesFile } from '../locale.js';
import { translationKeyOf } from '../routes/sidebar-keys.js';
import type { VersionState } from './docs.js';

type Entries = Record<string, TranslationEntry>;

function itemEntries(items: SidebarItem[], sidebar: string, docLabels: Map<string, string>, out: Entries): void {
  for (const it of items) {
    if (it.type === 'html') continue;
    if (it.type === 'category') {
      out[`sidebar.${sidebar}.category.${translationKeyOf(it, it.label)}`] = { message: it.label, description: `The label of category ${it.label} in sidebar ${sidebar}` };
      itemEntries(it.items, sidebar, docLabels, out);
    } else if (it.docId === undefined) {
      out[`sidebar.${sidebar}.link.${translationKeyOf(it, it.label)}`] = { message: it.label, description: `The label of the link ${it.label} in sidebar ${sidebar}, to ${it.href}` };
    } else if (docLabels.get(it.docId) !== it.label) {
      // Only a label the sidebars file gave the doc: its own title comes from its translated file.
      out[`sidebar.${sidebar}.doc.${translationKeyOf(it, it.label)}`] = { message: it.label, description: `The label of doc ${it.docId} in sidebar ${sidebar}` };
    }
  }
}

/** The messages file of one docs version, as the docs feature loaded it. */
export function versionTranslationFile(state: VersionState): TranslationFile {
  const { version } = state;
  const entries: Entries = {
    'version.label': { message: version.label, description: `The label of version ${version.name}` },
  };
  const docLabels = new Map(state.docs.map((d) => [d.id, d.sidebarLabel ?? d.title]));
  for (const [id, sidebar] of state.sidebars) {
    for (const index of sidebar.resolved.generatedIndexes) {
      const key = `sidebar.${id}.category.${translationKeyOf(index, index.label)}.link.generated-index`;
      // A page titled by its category's label follows that label's translation: no key of its own.
      if (index.title !== index.label) entries[`${key}.title`] = { message: index.title, description: `The title of the page listing category ${index.label} of sidebar ${id}` };
      if (index.description) entries[`${key}.description`] = { message: index.description, description: `The description of the page listing category ${index.label} of sidebar ${id}` };
    }
    itemEntries(sidebar.resolved.items, id, docLabels, entries);
  }
  return { path: docsMessagesFile(version.pluginId, version.name), entries };
}
