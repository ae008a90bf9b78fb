/**
 * Both bundles of a build, started before the content is loaded and awaited where their
 * results are needed. They need only the list of the site's React pages, so they run (in
 * esbuild's own process) while the markdown is parsed. Failures are held until `result()`:
 * the server bundle's errors first, as both bundles see the same broken page.
 */
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageSources } from './paths.js';
import { bundleClient, type BundleSite, type ClientManifest } from './bundle-client.js';
import type { MarkdownLinkTable } from '../pipeline/check/markdown-links.js';
import { buildServerBundle, loadServerBundle, type LoadedServerBundle } from './bundle-server.js';
import { buildBundlesOnThread } from './bundle-thread.js';
import { bundlesBeside } from '../workers/side-thread.js';

export interface BundleArgs {
  cacheDir: string;
  /** The client bundle writes into `outDir`/assets. */
  outDir: string;
  baseUrl: string;
  site: BundleSite;
  /** Content components page bodies use (marker names); known only after the load. */
  components?: string[];
}

export interface SiteBundles {
  /** The loaded server bundle and the client manifest; throws the first failure. */
  result(): Promise<{ server: LoadedServerBundle; manifest: ClientManifest }>;
  /** The server bundle's file, once it is built (for a render thread to import early). */
  serverFile(): Promise<string>;
  /**
   * Stops esbuild and waits until it is done (it writes into the staging folder, which must
   * not be removed under it), then removes the server bundle. For a build that failed
   * elsewhere, for bundles replaced, and at the end.
   */
  discard(): Promise<void>;
  /** The loaded content's Markdown-link table, which imported Markdown that links to a page waits for. */
  giveLinks(table: MarkdownLinkTable): void;
}

/** The bundles built, not yet loaded: the server bundle's file and the client manifest. */
export interface BuiltBundles {
  serverFile: string;
  manifest: ClientManifest;
}

/** Bundles being built, in this thread or on the side thread (bundle-thread.ts). */
export interface BundleBuilds {
  /** Both bundles; throws the first failure. */
  built(): Promise<BuiltBundles>;
  serverFile(): Promise<string>;
  /** As SiteBundles.discard. */
  discard(): Promise<void>;
  /** As SiteBundles.giveLinks. */
  giveLinks(table: MarkdownLinkTable): void;
}

/**
 * Builds the server and client bundles of `reactPages` (page key → source file) in this
 * thread. `onWantsLinks` hears when a file first waits for the Markdown-link table.
 */
export function buildBundles(args: BundleArgs & { reactPages: Map<string, string> }, onWantsLinks?: () => void): BundleBuilds {
  const pages = pageSources(args.reactPages);
  const stop = new AbortController();
  const { signal } = stop;
  let giveTable!: (table: MarkdownLinkTable) => void;
  let dropTable!: (err: Error) => void;
  const table = new Promise<MarkdownLinkTable>((resolve, reject) => [giveTable, dropTable] = [resolve, reject]);
  // A build that fails before its content loaded never gives the table: files waiting for it end.
  signal.addEventListener('abort', () => dropTable(new Error('bundles discarded')));
  table.catch(() => undefined);
  let wanted = false;
  const site: BundleSite = {
    ...args.site,
    markdownLinks: () => {
      if (!wanted) onWantsLinks?.();
      wanted = true;
      return table;
    },
  };
  const server = buildServerBundle({ cacheDir: args.cacheDir, pages, baseUrl: args.baseUrl, site, components: args.components, signal });
  const removeServer = (file: string) => rm(dirname(file), { recursive: true, force: true }).catch(() => undefined);
  const settled = Promise.allSettled([
    server,
    bundleClient({ outDir: args.outDir, baseUrl: args.baseUrl, pages, site, components: args.components, signal }),
  ]);
  return {
    async built() {
      const [server, client] = await settled;
      if (server.status === 'rejected') throw server.reason;
      if (client.status === 'rejected') {
        await removeServer(server.value);
        throw client.reason;
      }
      return { serverFile: server.value, manifest: client.value };
    },
    serverFile: () => server,
    async discard() {
      // Bundles still running are stopped, not waited for (a failed build reports at once).
      stop.abort();
      const [server] = await settled;
      if (server.status === 'fulfilled') await removeServer(server.value);
    },
    giveLinks: giveTable,
  };
}

/** Starts the server and client bundles of `reactPages`, on this thread unless the side thread is asked to build them (bundlesBeside). */
export function startBundles(args: BundleArgs & { reactPages: Map<string, string> }): SiteBundles {
  const builds = bundlesBeside() ? buildBundlesOnThread(args) : buildBundles(args);
  return {
    async result() {
      const { serverFile, manifest } = await builds.built();
      return { server: await loadServerBundle(serverFile, args.site.siteDir), manifest };
    },
    serverFile: () => builds.serverFile(),
    discard: () => builds.discard(),
    giveLinks: (table) => builds.giveLinks(table),
  };
}

const sameEntries = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([key, file]) => b.get(key) === file);

/**
 * Bundles started from an early listing of the React pages (`early`) and no body components,
 * checked against what the content load found: should they differ (a page added or removed
 * meanwhile, or bodies that use components, which only the load can tell), the early bundles
 * are dropped and the bundles start again from the load's lists.
 */
export function startBundlesEarly(args: BundleArgs, early: Promise<Map<string, string>>): {
  confirm(reactPages: Map<string, string>, components: string[], links: MarkdownLinkTable): Promise<SiteBundles>;
  /** The early server bundle's file; rejects when it failed or was not started. */
  serverFile(): Promise<string>;
  discard(): Promise<void>;
} {
  let listed: Map<string, string> | undefined;
  let current: Promise<SiteBundles | undefined> = early.then((reactPages) => {
    listed = reactPages;
    return startBundles({ ...args, reactPages });
  }, () => undefined);
  return {
    async confirm(reactPages, components, links) {
      const started = await current;
      if (started && listed && sameEntries(listed, reactPages) && components.length === 0) {
        started.giveLinks(links);
        return started;
      }
      await started?.discard();
      // Nothing but the client bundle has written into the staging folder yet.
      await rm(join(args.outDir, 'assets'), { recursive: true, force: true });
      const restarted = startBundles({ ...args, reactPages, components });
      restarted.giveLinks(links);
      current = Promise.resolve(restarted);
      return restarted;
    },
    async serverFile() {
      const started = await current;
      if (!started) throw new Error('no early bundles');
      return started.serverFile();
    },
    async discard() {
      await (await current)?.discard();
    },
  };
}

/** MDX file → its code module, from the pages' parses (route → parse, route → file). */
export function codeModulesOf(loaded: { parsed: Map<string, { esm?: string }>; markdownFiles: Map<string, string> }): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [route, parse] of loaded.parsed) {
    const file = loaded.markdownFiles.get(route);
    if (parse.esm && file) modules.set(file, parse.esm);
  }
  return modules;
}
