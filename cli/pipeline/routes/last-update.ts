/**
 * A doc's or blog post's "last updated" line: the date and author of its file's last commit,
 * as the site asks for them (`docs.showLastUpdateTime` / `showLastUpdateAuthor`, the same keys
 * of `blog`); a front matter `last_update: { date, author }` wins over Git, as in Docusaurus.
 */
import type { DocRoute } from '../../../runtime/types.js';
import type { LastUpdate } from '../load/git-last-update.js';

export interface LastUpdateOptions {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

/** The front matter's own date: a YAML date, or a string Date.parse reads. */
function ownDate(value: unknown): number | undefined {
  const at = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : at;
}

/** What the doc's footer (or the post's) shows; undefined when nothing. */
export function docLastUpdate(frontMatter: Record<string, unknown>, fromGit: LastUpdate | undefined, opts: LastUpdateOptions): DocRoute['lastUpdate'] {
  if (!opts.showLastUpdateTime && !opts.showLastUpdateAuthor) return undefined;
  const own = (frontMatter.last_update ?? {}) as { date?: unknown; author?: unknown };
  const at = opts.showLastUpdateTime ? ownDate(own.date) ?? fromGit?.at : undefined;
  const by = opts.showLastUpdateAuthor ? (typeof own.author === 'string' ? own.author : fromGit?.by) : undefined;
  if (at === undefined && !by) return undefined;
  return { ...(at === undefined ? {} : { at }), ...(by ? { by } : {}) };
}
