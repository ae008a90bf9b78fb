/**
 * A build's bundles, built on the side thread (cli/workers/side-thread.ts). esbuild bundles in
 * its own process, but each plugin hook it calls (a theme import resolved, a site file loaded)
 * waits for the thread that started it; on the main thread those waited for each slice of the
 * Markdown parse, and TyKO's bundles, some 50 ms of work, ended 250 ms after they began, after
 * the parse. On the side thread they end while the parse runs. The main thread then imports
 * the server bundle it built.
 */
import { ask, askFor, tell, type SideReply } from '../workers/side-thread.js';
import type { MarkdownLinkTable } from '../pipeline/check/markdown-links.js';
import { fromThreadError } from '../errors.js';
import type { BundleArgs, BundleBuilds, BuiltBundles } from './bundle-site.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error };
const unwrap = <T>(o: Outcome<T>): T => {
  if (!o.ok) throw o.error;
  return o.value;
};

/** buildBundles (bundle-site.ts), on the side thread. */
export function buildBundlesOnThread(args: BundleArgs & { reactPages: Map<string, string> }): BundleBuilds {
  let fileKnown!: (o: Outcome<string>) => void;
  const file = new Promise<Outcome<string>>((resolve) => (fileKnown = resolve));
  let builtKnown!: (o: Outcome<BuiltBundles>) => void;
  // Outcomes, not rejections: a build that fails elsewhere discards its bundles unread.
  const built = new Promise<Outcome<BuiltBundles>>((resolve) => (builtKnown = resolve));
  // The Markdown-link table crosses to the thread only when a file there waits for it.
  let table: MarkdownLinkTable | undefined;
  let wanted = false;
  const sendTable = () => {
    if (table && wanted && request.alive()) tell({ links: { for: request.id, table } });
  };
  const request = ask({ bundles: args }, (reply: SideReply) => {
    if (reply.wantsLinks) {
      wanted = true;
      return sendTable();
    }
    if (!reply.final) return fileKnown({ ok: true, value: reply.serverFile as string });
    const outcome: Outcome<BuiltBundles> = reply.error ? { ok: false, error: fromThreadError(reply.error) } : { ok: true, value: reply.built as BuiltBundles };
    fileKnown(outcome.ok ? { ok: true, value: outcome.value.serverFile } : outcome);
    builtKnown(outcome);
  });
  return {
    built: () => built.then(unwrap),
    serverFile: () => file.then(unwrap),
    // A thread that stopped has nothing left to stop.
    discard: () => (request.alive() ? askFor<void>({ discard: request.id }, 'discarded') : Promise.resolve()),
    giveLinks(given) {
      table = given;
      sendTable();
    },
  };
}
