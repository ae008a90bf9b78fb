/**
 * Worker thread entry of the side thread (side-thread.ts): builds a site's bundles, stops or
 * removes them when told, and makes the app icons.
 */
import { parentPort } from 'node:worker_threads';
import { buildBundles, type BundleArgs, type BundleBuilds } from '../bundle/bundle-site.js';
import { renderAppIcons } from '../output/app-icons.js';
import { toThreadError } from '../errors.js';
import type { MarkdownLinkTable } from '../pipeline/check/markdown-links.js';
import { fsFailure } from '../fs-failure.js';
import { firstTaskDone } from './serve-tasks.js';

type Request = { id: number } & (
  | { bundles: BundleArgs & { reactPages: Map<string, string> } }
  | { discard: number }
  | { links: { for: number; table: MarkdownLinkTable } }
  | { icons: Parameters<typeof renderAppIcons>[0] }
);

const port = parentPort!;
const running = new Map<number, BundleBuilds>();
// A file-system failure of the machine (a full disk) crosses to the main thread as a user error:
// only its message would cross otherwise, and it would be printed as an opdocs bug.
const fail = (id: number) => (err: unknown) => port.postMessage({ id, final: true, error: toThreadError(fsFailure(err) ?? err) });

port.on('message', (msg: Request) => {
  const { id } = msg;
  if ('bundles' in msg) {
    const builds = buildBundles(msg.bundles, () => port.postMessage({ id, final: false, wantsLinks: true }));
    running.set(id, builds);
    // The server bundle's file as soon as it is written: render threads may import it early.
    builds.serverFile().then((serverFile) => port.postMessage({ id, final: false, serverFile }), () => undefined);
    builds.built().then((built) => {
      firstTaskDone();
      port.postMessage({ id, final: true, built });
    }, fail(id));
  } else if ('discard' in msg) {
    const builds = running.get(msg.discard);
    running.delete(msg.discard);
    void (builds ? builds.discard() : Promise.resolve()).then(() => port.postMessage({ id, final: true, discarded: true }), fail(id));
  } else if ('links' in msg) {
    running.get(msg.links.for)?.giveLinks(msg.links.table);
  } else {
    renderAppIcons(msg.icons).then((dir) => port.postMessage({ id, final: true, dir }), fail(id));
  }
});

