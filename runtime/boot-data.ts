/** The page's boot data, as the build embeds it in `#__opdocs_data` (render/document.ts). */
import type { PageBootData } from './types';

/** Reads `#__opdocs_data`; a missing or broken script is a build bug, so say so plainly. */
export function readBootData(doc: Document = document): PageBootData {
  const script = doc.getElementById('__opdocs_data');
  if (!script?.textContent) throw new Error('opdocs: the page has no #__opdocs_data script; it was not built by opdocs');
  return JSON.parse(script.textContent) as PageBootData;
}
