/**
 * One locale of `opdocs build`: content pipeline → bundles → render → write → service worker,
 * into a folder of the staging folder (its root for the default locale, `<code>/` for another).
 * The caller owns the staging folder and its one commit; what must wait for the commit (the
 * kept-pages record, which describes the output) is in `finish`.
 */
import { join } from 'node:path';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { applySeverities, loadSite, sitePaths } from '../pipeline/site.js';
import { checkReactPageLinks } from '../render/react-page-links.js';
import { readPageLinks, savePageLinks } from '../render/react-page-links-record.js';
import { listReactPages } from '../pipeline/features/pages.js';
import { pagesExcludeOf } from '../config/page-exclude.js';
import { createParseCache, type ParseCache } from '../pipeline/parse/parse-cache.js';
import { workerCodeId } from '../workers/pool.js';
import { codeModulesOf, startBundlesEarly } from '../bundle/bundle-site.js';
import type { BundleSite } from '../bundle/bundle-client.js';
import { endRender, prepareRenderThreads, renderRoutes, rendersOnThreads } from '../render/render-pool.js';
import { routeDigests, routeKeys } from '../render/route-keys.js';
import { reusePages } from '../render/reuse-pages.js';
import { shippedTranslations } from '../render/shipped-translations.js';
import { textsOf } from '../../theme/texts/text-lookup.js';
import { renderBodies } from '../render/render-bodies.js';
import { collectBodyComponents } from '../render/content-imports.js';
import { computeBuildId } from '../output/build-id.js';
import { volatileParts } from '../render/document.js';
import { createStagingWriter } from '../output/site-files.js';
import { renderAppIconsBeside } from '../output/app-icons.js';
import { iconCheckFor } from '../output/icon-check.js';
import { writeLocaleOutput } from './locale-output.js';
import { missingFaviconWarnings } from './site-checks.js';
import { formatWarnings, OpdocsErrors, type OpdocsError, type OpdocsWarning } from '../errors.js';
import type { SiteConfig } from '../config/types.js';
import type { LocaleContext } from '../pipeline/locale.js';
import type { createTimer } from './timer.js';
import type { BuildOptions } from './build.js';
import { setImmediate } from 'node:timers/promises';
import { uninstalledSwizzles } from '../bundle/swizzled.js';
import { configWarnings } from '../config/config-warnings.js';
import { deliverQueuedSignals } from '../signals-aside.js';

export interface LocaleBuildInput {
  opts: BuildOptions;
  /** The config this locale builds with (another locale's: localizeConfig's). */
  config: SiteConfig;
  configErrors: OpdocsError[];
  siteDir: string;
  /** Where this locale's previous output is (pages are kept from it). */
  outDir: string;
  stagingDir: string;
  /** This locale's own cache folder: kept pages and bundles are per locale. */
  cacheDir: string;
  code: string | null;
  bundleSite: BundleSite;
  timer: ReturnType<typeof createTimer>;
  locale?: LocaleContext;
  /** Called once every input file is read (the caller starts its fingerprint of the inputs). */
  onRead?: () => void;
  /** Leaves out the warnings an earlier locale of the build showed (createWarningFilter). */
  unseen?: (warnings: OpdocsWarning[]) => OpdocsWarning[];
}

export interface LocaleBuild {
  routes: number;
  pages: number;
  reused: number;
  bytes: number;
  warnings: OpdocsWarning[];
  warningText: string;
  /** After the commit (`committed`) or a later failure: records kept pages, saves the parse cache, stops esbuild. */
  finish(committed: boolean): Promise<void>;
}

/** Files written between two turns of the event loop while pages render. */
const WRITE_SLICE = 256;

const hashFile = (file: string) => createHash('sha256').update(readFileSync(file)).digest('base64url');

/** Builds one locale into `stagingDir`; on an error, cleans up after itself and throws. */
export async function buildLocale(input: LocaleBuildInput): Promise<LocaleBuild> {
  const { opts, config, configErrors, siteDir, outDir, stagingDir, cacheDir, code, bundleSite, timer, unseen = (list: OpdocsWarning[]) => list } = input;
  const paths = sitePaths(config);
  let bundles: ReturnType<typeof startBundlesEarly> | undefined;
  let icons: Promise<string> | undefined;
  let parseCache: ParseCache | undefined;
  let cacheSaved: Promise<void> | undefined;
  let loaded = false;
  let ended = false;
  try {
    // A locale's folder inside the staging folder, made here, one level: the bundle's writer
    // makes only its assets folder, so that nothing makes a discarded staging folder again.
    if (!existsSync(stagingDir)) mkdirSync(stagingDir);
    // Work that needs only the config or the list of React pages starts at once and runs
    // beside the content load (esbuild in its own process); it is awaited where its result is needed.
    bundles = startBundlesEarly({ cacheDir, outDir: stagingDir, baseUrl: config.baseUrl, site: bundleSite }, listReactPages(paths.pagesDir, pagesExcludeOf(config)));
    const { icon, warnings: iconWarnings, errors: iconErrors } = iconCheckFor(config, opts.dev ?? false);
    // Known once the server bundle is built (long before parsing ends on a site with threads):
    // the render threads then start the moment parsing ends and load their code during the
    // one-core step that follows (routes, link checks). A promise's callback would run only
    // after that step, which never awaits.
    let serverFile: string | undefined;
    bundles.serverFile().then((file) => { serverFile = file; }, () => undefined);
    const parserCode = workerCodeId('parse-worker');
    parseCache = parserCode ? createParseCache({ file: join(cacheDir, 'parse.bin'), code: parserCode }) : undefined;
    const { result, errors, warnings } = await loadSite(config, {
      dev: opts.dev, parseCache, onParseProgress: (files, total) => timer.progress('load', files, total, 'files parsed'),
      onRead: input.onRead,
      // The pages to render are about the files parsed afresh (the others' pages are mostly kept).
      onParsed: (fresh) => {
        if (serverFile !== undefined) return prepareRenderThreads(serverFile, fresh);
        void bundles?.serverFile().then((file) => {
          if (!ended) prepareRenderThreads(file, fresh);
        }, () => undefined);
      },
      ...(input.locale ? { locale: input.locale } : {}),
    });
    if (!result || configErrors.length || iconErrors.length) throw new OpdocsErrors([...configErrors, ...iconErrors, ...errors]);
    loaded = true;
    warnings.push(...uninstalledSwizzles(siteDir), ...configWarnings(config), ...missingFaviconWarnings(config), ...iconWarnings);
    const shown = unseen(warnings);
    let warningText = shown.length ? formatWarnings(shown, siteDir) : '';
    if (warningText && !opts.quiet) process.stderr.write(`${warningText}\n`);
    const { write: writeFiles, known } = createStagingWriter(stagingDir, outDir);
    timer.step('load', `${result.routes.length} routes`);
    const used = collectBodyComponents(result.routes);
    // The MDX files' code modules, as their parse made them: the bundles need not parse them again.
    bundleSite.codeModules = codeModulesOf(result);
    const confirmed = bundles.confirm(result.reactPages, used.names, result.markdownLinks);
    // The app icons start once the content has loaded, so that a build whose content fails
    // never makes them; sharp then resizes on libuv threads beside rendering.
    if (icon?.kind === 'raster') {
      icons = renderAppIconsBeside({ config, sourceFile: join(siteDir, config.contentDir, 'static', icon.rel), cacheDir });
      // Its failure is reported where it is awaited, after any content errors, as before.
      icons.catch(() => undefined);
    }
    const { server: ssr, manifest } = await (await confirmed).result();
    // The files derived from the whole site (the search index: tens of MB of bytes on large
    // sites) go to disk now rather than being held through rendering; not sooner, as bundles
    // started again clear the staging assets/ folder, where the content stylesheet goes.
    // What serve --watch makes only when asked for, a build makes now.
    writeFiles(new Map([...result.files, ...result.onDemand.flatMap((d) => d.make())].map((f) => [f.path, f.data])));
    result.files = [];
    timer.step('bundle', manifest.kernel ? 'site code; theme bundled ahead of time' : 'theme and site code');
    // Read before the pages' texts are cut to those their scripts name: the worker is no such script.
    const offlineImageText = textsOf(result.site).t('theme.OfflinePage.imageUnavailable', 'Image not available offline');
    if (result.site.translations) result.site.translations = shippedTranslations(result.site.translations, stagingDir, manifest.files);
    const deps = new Map<string, unknown>(result.shared.map((s) => [s.url, s.value]));
    await deliverQueuedSignals();
    const bodies = renderBodies({ site: result.site, routes: result.routes, server: ssr, siteDir: config.siteDir, deps, markdownFiles: result.markdownFiles, marked: used.routes });
    if (bodies.errors.length) throw new OpdocsErrors(bodies.errors);
    result.routes = bodies.routes;
    // Each route's data digested once, for the build id and the render keys.
    const digests = routeDigests(result.routes);
    const buildId = computeBuildId({ site: result.site, routes: result.routes, routeDigests: digests, shared: result.shared, manifest, copies: result.copies, dev: opts.dev, code });
    for (const d of result.deferred) d.name(buildId);
    // Everything every page shares: when it and a route's data are as last time, so is the page
    // (but for its volatile parts, which reusePages writes into kept pages).
    // The whole config counts too: options such as csp change every page without changing site data.
    const volatile = volatileParts(result.site, buildId);
    const sharedKey = JSON.stringify([config, volatile.stable, manifest, hashFile(ssr.file), opts.bodyEnd ?? '', opts.dev ?? false]);
    const keys = routeKeys(result.routes, sharedKey, new Map(result.shared.map((s) => [s.url, s.json])), digests);
    // A React page is kept only with a record of its Links' hrefs, which its check needs.
    const pageLinks = readPageLinks(cacheDir, outDir);
    const unrecorded = new Set(result.routes.filter((r) => r.kind === 'react-page' && !pageLinks.has(r.path)));
    const reuse = reusePages({ cacheDir, outDir, stagingDir, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, routes: unrecorded.size ? result.routes.filter((r) => !unrecorded.has(r)) : result.routes, keys, marks: volatile.marks });
    reuse.todo.push(...unrecorded);
    // While threads render, this thread is free: the parse cache is written meanwhile, in
    // slices so the threads' requests for more pages are answered between them.
    cacheSaved = parseCache && rendersOnThreads(reuse.todo.length) ? parseCache.saveInSlices() : undefined;
    const rendered = await renderRoutes({
      meanwhile: async () => {
        // Written a few hundred files at a time: render threads wait on this thread for routes.
        for (const d of result.deferred) {
          const made = await d.make();
          for (let i = 0; i < made.length; i += WRITE_SLICE) {
            writeFiles(new Map(made.slice(i, i + WRITE_SLICE).map((f) => [f.path, f.data])));
            await setImmediate();
          }
        }
      },
      site: result.site, config, routes: reuse.todo, server: ssr, manifest, deps, buildId, known,
      bodyEnd: opts.bodyEnd, serviceWorker: !opts.dev, noAppIcon: icon === null, outDir: stagingDir, csp: !opts.dev && config.csp, analytics: !opts.dev,
      onProgress: (pages, total) => timer.progress('render', pages, total, 'pages rendered'),
    });
    if (rendered.errors.length) throw new OpdocsErrors(rendered.errors);
    // Kept pages are in the staging folder too: every React page's links are checked each build.
    for (const [path, hrefs] of rendered.links) pageLinks.set(path, hrefs);
    const linkProblems = applySeverities(checkReactPageLinks({ routes: result.routes, reactPages: result.reactPages, baseUrl: config.baseUrl, targets: result.linkTargets, linked: pageLinks, siteDir }), config);
    if (linkProblems.fatal.length) throw new OpdocsErrors(linkProblems.fatal);
    warnings.push(...linkProblems.warnings);
    const shownLinks = unseen(linkProblems.warnings);
    if (shownLinks.length) {
      const text = formatWarnings(shownLinks, siteDir);
      if (!opts.quiet) process.stderr.write(`${text}\n`);
      // Replayed by a later build that finds nothing changed.
      warningText = warningText ? `${warningText}\n${text}` : text;
    }
    timer.step('render', `${rendered.pages} pages${reuse.reused ? `, ${reuse.reused} unchanged` : ''}`);
    await writeLocaleOutput({ result, config, dev: opts.dev ?? false, stagingDir, cacheDir, buildId, ssr, known, writeFiles, icon, icons, timer, offlineImageText });
    const started = bundles;
    const saving = cacheSaved;
    const cache = parseCache;
    return {
      routes: result.routes.length, pages: rendered.pages + reuse.reused, reused: reuse.reused, bytes: rendered.bytes, warnings, warningText,
      async finish(committed) {
        // The record of kept pages describes the output: only true once it is swapped in.
        if (committed) {
          reuse.save();
          const reactPaths = new Set(result.routes.filter((r) => r.kind === 'react-page').map((r) => r.path));
          savePageLinks(cacheDir, outDir, new Map([...pageLinks].filter(([path]) => reactPaths.has(path))));
        }
        if (saving) await saving;
        else cache?.save();
        await started.discard();
      },
    };
  } catch (err) {
    // esbuild may still be writing into the staging folder and sharp into the cache: let them
    // finish before the staging folder goes, so none is left behind.
    await Promise.allSettled([bundles?.discard(), icons]);
    // A build that fails after its content loaded (a React page throws) keeps its parses for the next.
    if (cacheSaved) await cacheSaved;
    else if (loaded) parseCache?.save();
    throw err;
  } finally {
    ended = true;
    void endRender();
  }
}
