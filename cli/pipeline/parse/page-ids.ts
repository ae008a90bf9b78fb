/**
 * Ids every page already gives its own elements. A heading with one of them (`## Top {#__docusaurus}`)
 * makes a second element with that id: its table-of-contents link and any `#id` link scroll to
 * the page's element instead (the root, near the top), and the HTML is invalid. Docusaurus builds
 * such a page, so this is a warning, and the id is kept.
 */
import { OpdocsError } from '../../errors';
import { MAIN_WRAPPER_ID } from '../../../theme/SkipToContent/main-wrapper-id.js';

/** The ids of render/document.ts and the theme's layout, on every page. */
const PAGE_IDS = new Set(['__docusaurus', '__opdocs_data', MAIN_WRAPPER_ID]);

/** A warning for each heading whose id is one the page itself uses. */
export function pageIdWarnings(file: string, headings: readonly { id: string; line: number }[]): OpdocsError[] {
  return headings.filter((h) => PAGE_IDS.has(h.id)).map((h) => new OpdocsError({
    file, line: h.line, unchecked: true,
    message: `heading id "${h.id}" is also the id of an element on every page, so links to #${h.id} reach that element, not this heading`,
    hint: `give the heading another id: ## … {#another-id}`,
  }));
}
