/**
 * The Git history of each docs version folder whose site shows last-update dates or authors
 * (see load/git-last-update.ts), started at once so it runs beside the docs' reading. A site
 * built without Git history gets one warning per message, not a failed build.
 */
import { OpdocsError, type OpdocsWarning } from '../../errors.js';
import { NoGitHistory, readLastUpdates, type LastUpdate } from '../load/git-last-update.js';
import type { SiteConfig } from '../../config/types.js';

/** Starts reading the histories of `versions` (in their order); null where none is wanted. */
export function startDocHistories(versions: { version: { dir: string }; config: SiteConfig }[]) {
  const histories = versions.map(({ version, config }) => (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor
    ? readLastUpdates(version.dir).catch((err: unknown) => {
      if (err instanceof NoGitHistory) return err;
      throw err;
    })
    : null));
  return {
    /** Each version's last updates (undefined where none), and the warnings about missing history. */
    async settle(): Promise<{ updates: (Map<string, LastUpdate> | undefined)[]; warnings: OpdocsWarning[] }> {
      const warnings = new Map<string, OpdocsWarning>();
      const updates = await Promise.all(histories.map(async (history, i) => {
        const found = await history;
        if (!(found instanceof NoGitHistory)) return found ?? undefined;
        const message = `docs.showLastUpdateTime/showLastUpdateAuthor: no Git history to read (${found.message}), so docs show no last update`;
        warnings.set(message, { level: 'warn', error: new OpdocsError({ file: versions[i].config.configFile, message, hint: 'build from a Git clone with its history (in CI, fetch the full history, e.g. fetch-depth: 0)' }) });
        return undefined;
      }));
      return { updates, warnings: [...warnings.values()] };
    },
  };
}
