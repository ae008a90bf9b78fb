/**
 * The last steps of one locale's build (build-locale.ts), once its pages are rendered: the
 * site-wide files (feeds, sitemap, web manifest, security headers) and copied assets, then the
 * app icons and the service worker with its precache list.
 */
import { copySiteAssets, siteFiles } from '../output/site-files.js';
import { writeServiceWorker } from '../output/service-worker.js';
import type { KnownFile } from '../output/precache-manifest.js';
import { routeFiles } from '../render/write-page.js';
import { copyAppIcons } from '../output/app-icons.js';
import { createWebManifest, WEB_MANIFEST_FILE, type appIconSource } from '../output/web-manifest.js';
import { createCsp } from '../render/document.js';
import { renderHeadersFile } from '../render/csp.js';
import type { LoadedServerBundle } from '../bundle/bundle-server.js';
import type { LoadedSite } from '../pipeline/site.js';
import type { SiteConfig } from '../config/types.js';
import type { createTimer } from './timer.js';

export interface LocaleOutputInput {
  result: LoadedSite;
  config: SiteConfig;
  dev: boolean;
  stagingDir: string;
  cacheDir: string;
  buildId: string;
  ssr: LoadedServerBundle;
  /** Precachable files written so far, with their sizes and hashes. */
  known: Map<string, KnownFile>;
  writeFiles(files: Map<string, string | Uint8Array>): void;
  icon: ReturnType<typeof appIconSource>;
  /** The folder of the rendered app icons, when the icon is a raster image. */
  icons: Promise<string> | undefined;
  timer: ReturnType<typeof createTimer>;
  /** The text of the worker's picture for an image it cannot show offline, in the locale's language. */
  offlineImageText: string;
}

/**
 * The folders of the other locales when `code` is the default locale: its worker's scope holds
 * theirs, so it keeps their offline pages for readers who never opened those locales.
 */
export function otherLocaleFolders(config: Pick<SiteConfig, 'i18n'>, code: string): string[] {
  return code === config.i18n.defaultLocale ? config.i18n.locales.filter((l) => l !== code).map((l) => `${l}/`) : [];
}

/** Writes the locale's site-wide files and, in a build (not serve --watch), its offline files. */
export async function writeLocaleOutput(input: LocaleOutputInput): Promise<void> {
  const { result, config, dev, stagingDir, cacheDir, buildId, ssr, known, icon, icons, timer } = input;
  const files = siteFiles(result, config, buildId);
  if (!dev) files.set(WEB_MANIFEST_FILE, JSON.stringify(createWebManifest(config, icon !== null, result.site.locale), null, 2));
  if (!dev && config.csp) files.set('_headers', renderHeadersFile(createCsp({ site: result.site, config, headScripts: ssr.renderHeadScripts(result.site) })));
  input.writeFiles(files);
  copySiteAssets(stagingDir, result.copies);
  timer.step('write');
  if (dev) return;
  if (icons) await copyAppIcons(await icons, stagingDir);
  const sw = await writeServiceWorker(stagingDir, {
    baseUrl: config.baseUrl, buildId, cacheDir, precache: config.offline.precache, maxPrecacheBytes: config.offline.maxPrecacheMB * 1e6, known,
    dataFiles: result.routes.flatMap((r) => routeFiles(r, config).slice(1)),
    locales: otherLocaleFolders(config, result.site.locale.code),
    imageText: input.offlineImageText,
  });
  const noIcon = icon ? '' : '; not installable: no PNG, WebP, JPEG or SVG icon (set "offline.icon")';
  timer.step('offline', `${sw.mode === 'all' ? 'every page' : 'pages as read'}; precache ${sw.precached} files, ${(sw.bytes / 1024).toFixed(0)} KiB${noIcon}`);
}
