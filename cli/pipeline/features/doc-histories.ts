/**
 * The Git history of each content folder whose section shows last-update dates or authors
 * (each docs version folder, the blog folder; see load/git-last-update.ts), started at once so
 * it runs beside the reading of the files. A site built without Git history gets one warning
 * per message, not a failed build.
 */
import { OpdocsError, type OpdocsWarning } from '../../errors.js';
import { NoGitHistory, readLastUpdates, type LastUpdate } from '../load/git-last-update.js';
import type { SiteConfig } from '../../config/types.js';

/** A folder whose history may be wanted. */
export interface HistoryFolder {
  dir: string;
  /** The section shows last updates: read the history. */
  wanted: boolean;
  /** The config file, where a missing history is reported. */
  configFile: string;
}

/**
 * Starts reading the histories of `folders` (in their order); `section` names the config
 * section in the warning ("docs", "blog").
 */
export function startHistories(folders: HistoryFolder[], section: string) {
  const histories = folders.map(({ dir, wanted }) => (wanted
    ? readLastUpdates(dir).catch((err: unknown) => {
      if (err instanceof NoGitHistory) return err;
      throw err;
    })
    : null));
  return {
    /** Each folder's last updates (undefined where none), and the warnings about missing history. */
    async settle(): Promise<{ updates: (Map<string, LastUpdate> | undefined)[]; warnings: OpdocsWarning[] }> {
      const warnings = new Map<string, OpdocsWarning>();
      const updates = await Promise.all(histories.map(async (history, i) => {
        const found = await history;
        if (!(found instanceof NoGitHistory)) return found ?? undefined;
        const message = `${section}.showLastUpdateTime/showLastUpdateAuthor: no Git history to read (${found.message}), so ${section === 'blog' ? 'posts' : section} show no last update but the one their front matter's last_update gives`;
        warnings.set(message, { level: 'warn', error: new OpdocsError({ file: folders[i].configFile, message, hint: 'build from a Git clone with its history (in CI, fetch the full history, e.g. fetch-depth: 0)' }) });
        return undefined;
      }));
      return { updates, warnings: [...warnings.values()] };
    },
  };
}

/** Starts reading the histories of docs `versions` (in their order); null where none is wanted. */
export function startDocHistories(versions: { version: { dir: string }; config: SiteConfig }[]) {
  return startHistories(versions.map(({ version, config }) => ({
    dir: version.dir, wanted: config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor, configFile: config.configFile,
  })), 'docs');
}
