/**
 * Two categories whose generated index pages share one slug (`link: { type: 'generated-index',
 * slug }`): only the first page could be written, so the second category's link would open the
 * first's page. Reported under onDuplicateRoutes, as two docs on one route are.
 */
import { OpdocsError, positionAt } from '../../errors.js';
import type { GeneratedIndex } from '../routes/sidebars.js';
import type { VersionState } from './docs.js';

/** The error for `second`, whose permalink `first` already has, at the file that sets its slug. */
export function generatedIndexClash(state: VersionState, first: GeneratedIndex, second: GeneratedIndex): OpdocsError {
  const where = slugPlace(state, second);
  return new OpdocsError({
    ...where, kind: 'onDuplicateRoutes',
    message: `two categories claim the generated index page ${second.permalink}: "${first.label}" and "${second.label}"`,
    hint: 'give one of them another `slug` in its link, e.g. { "type": "generated-index", "slug": "/guides/overview" }',
  });
}

/**
 * A category's generated index page on the route of a doc (`slug: diagnostics` beside
 * `diagnostics/index.md`): the doc keeps the route, the category's link opens it.
 */
export function generatedIndexOnDoc(state: VersionState, index: GeneratedIndex, docFile: string): OpdocsError {
  return new OpdocsError({
    ...slugPlace(state, index), kind: 'onDuplicateRoutes',
    message: `the generated index page of category "${index.label}" has the route ${index.permalink} of the doc ${docFile}; the doc keeps it`,
    hint: 'remove the category\'s generated-index link (or make it { "type": "doc", "id": … } to that doc), or give it another `slug`',
  });
}

/** The category file (or else the sidebars file) that gives `index` its slug, at the slug's line. */
function slugPlace(state: VersionState, index: GeneratedIndex): { file?: string; line?: number; column?: number } {
  const last = index.permalink.split('/').filter(Boolean).pop() ?? '';
  const sources = [
    // A category file names its label, or gets it from its folder's name.
    ...state.categoryFiles.filter((c) => c.text.includes(index.label) || c.rel.split('/').slice(-2, -1)[0] === index.label),
    ...(state.sidebarsFile ? [state.sidebarsFile] : []),
  ];
  for (const source of sources) {
    const slug = /["']?slug["']?\s*:\s*["']?/g;
    // In a sidebars file both categories may be written with the same slug: the one after this label is meant.
    const label = ['"', "'", '`'].map((q) => source.text.indexOf(`${q}${index.label}${q}`)).filter((at) => at >= 0);
    slug.lastIndex = label.length ? Math.min(...label) : 0;
    for (let m = slug.exec(source.text); m; m = slug.exec(source.text)) {
      const value = source.text.slice(m.index + m[0].length).split(/["'\n,}]/)[0].trim().replace(/\/+$/, '');
      if (value.endsWith(last)) {
        return { file: source.file, ...positionAt(source.text, m.index + m[0].length) };
      }
    }
  }
  return { file: state.sidebarsFile?.file ?? state.categoryFiles[0]?.file };
}
