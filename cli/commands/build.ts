/**
 * `opdocs build`: config → content pipeline → bundles → render → write → service worker →
 * swap into place. Any user error aborts before the swap, leaving the old output intact.
 */
import { resolve, join } from 'node:path';
import { loadConfigWithErrors } from '../config/load-config.js';
import { pluginPostcssOf } from '../config/plugin-postcss.js';
import { sitePaths, siteWatchPaths } from '../pipeline/site.js';
import type { BundleSite } from '../bundle/bundle-client.js';
import { generatedSiteConfig } from '../bundle/generated-config.js';
import { createStaging, type Staging } from '../output/commit.js';
import { checkSiteOutDir } from '../output/out-dir.js';
import { resolveCacheDir } from '../output/cache-dir.js';
import { createWarningFilter, OpdocsErrors, type OpdocsWarning } from '../errors.js';
import { createTimer } from './timer.js';
import { buildKey, checkUpToDate, codeId, recordBuild, startFingerprint } from '../output/up-to-date.js';
import { OPDOCS_ROOT, RUNTIME_DIR, THEME_DIR } from '../bundle/paths.js';

import { checkFolderPaths, checkSiteSetup, findClientModules, findCustomCss } from './site-checks.js';
import { checkLocaleOption, codeMessages, createLocaleContext, defaultLocaleContext, localizeConfig } from '../pipeline/locale.js';
import { buildLocale, type LocaleBuild } from './build-locale.js';
import { ranLittle } from '../compiled-code.js';
import { prestartSideThread } from '../workers/side-thread.js';

/** The client module that sends gtag page views on client navigation (runtime/gtag-page-views.ts). */
const GTAG_PAGE_VIEWS = join(RUNTIME_DIR, 'gtag-page-views.ts');

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  quiet?: boolean;
  /** serve --watch: include drafts, no service worker. */
  dev?: boolean;
  /** Markup appended to every page body (the dev reload client). */
  bodyEnd?: string;
  /** Build even when nothing changed since the last build. */
  force?: boolean;
  /**
   * `--locale`: only this locale. The default locale replaces the whole output (as in
   * Docusaurus, whose default locale build empties it); another replaces only `<outDir>/<code>/`.
   */
  locale?: string;
}

export interface BuildResult {
  outDir: string;
  baseUrl: string;
  routes: number;
  pages: number;
  /** Pages linked unchanged from the previous output instead of rendered. */
  reused: number;
  bytes: number;
  ms: number;
  watchPaths: string[];
  /** Broken links, anchors and images the config lets through (`onBroken*: "warn" | "log"`). */
  warnings: OpdocsWarning[];
}

/** Builds the site in `siteDir` into `outDir`. */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  checkFolderPaths(siteDir, outDir);
  const timer = createTimer(opts.quiet);
  const { config, errors: configErrors, note } = await loadConfigWithErrors(siteDir);
  if (note && !opts.quiet) process.stderr.write(`note: ${note}\n`);
  // With some keys wrong the config still loads (those keys at their defaults), so content
  // errors are reported in the same run; nothing is written while any error stands.
  if (!config) throw new OpdocsErrors(configErrors);
  checkSiteSetup(config);
  if (opts.locale !== undefined) checkLocaleOption(config, opts.locale);
  // Building one other locale: only its folder of the output is staged and swapped.
  const only = opts.locale !== undefined && opts.locale !== config.i18n.defaultLocale ? opts.locale : undefined;
  const bundleSite: BundleSite = { siteDir, customCss: findCustomCss(config), clientModules: [...findClientModules(config), ...(config.gtag && !opts.dev ? [GTAG_PAGE_VIEWS] : [])], staticDirs: sitePaths(config).staticDirs, markdownFormat: config.markdown.format, math: config.markdown.math, mdx1Text: config.markdown.mdx1Compat.text, postcssPlugins: pluginPostcssOf(config) };
  timer.step('config');
  const paths = sitePaths(config);
  checkSiteOutDir(paths, outDir);
  // Only a built opdocs knows its own code (from source, the check is skipped).
  const code = opts.dev ? null : codeId(join(OPDOCS_ROOT, 'dist'));
  // A build of one locale is never taken for the whole output's, nor recorded as one.
  const key = code && opts.locale === undefined ? buildKey([code, config, outDir, opts.bodyEnd ?? '']) : null;
  const cacheDir = resolveCacheDir(siteDir);
  const check = key && !opts.force ? await checkUpToDate(cacheDir, key, outDir) : null;
  if (check?.unchanged) {
    ranLittle();
    const { last } = check;
    if (last.warnings && !opts.quiet) process.stderr.write(`${last.warnings}\n`);
    const ms = timer.done(`${outDir}: nothing changed since the last build (${last.routes} routes; --force rebuilds)`, 'up to date:');
    return { outDir, baseUrl: config.baseUrl, routes: last.routes, pages: last.pages, reused: last.pages, bytes: 0, ms, watchPaths: last.roots, warnings: [] };
  }
  prestartSideThread();
  const watchPaths = [...siteWatchPaths(config), ...bundleSite.customCss, ...(bundleSite.clientModules ?? []), join(siteDir, 'theme'), join(siteDir, 'src')];
  // The default locale's own i18n/<code>/ (labels, pages it keeps there), as Docusaurus reads it.
  const defaultLocale = defaultLocaleContext(config);
  // Other locales read i18n/ at the site folder, outside a `content/` folder: watched too.
  if (config.i18n.locales.length > 1 || defaultLocale) watchPaths.push(join(siteDir, 'i18n'));
  const roots = [...watchPaths, config.configFile, join(siteDir, 'package.json'), join(siteDir, 'package-lock.json'), THEME_DIR, RUNTIME_DIR];
  let inputs: Promise<string> | undefined;
  // Ctrl-C or a kill mid-build: remove the staging folder (and finish or undo a half-done
  // swap) synchronously, then exit as the signal would have. Installed before the staging
  // folder exists, so no signal can find one without a handler.
  let staging: Staging | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    try {
      staging?.discard();
    } catch {
      // The lock is released either way, and the next build removes what is left; a stack
      // trace and exit code 1 would only hide that the build was interrupted.
    }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    staging = createStaging(only ? join(outDir, only) : outDir);
  } catch (err) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    throw err;
  }
  // The default locale first, at the root of the staging folder; each other locale after it as
  // a site of its own in `<code>/`, so the one commit swaps every locale in together.
  const others = opts.locale !== undefined ? (only ? [only] : []) : config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale);
  const built: LocaleBuild[] = [];
  const unseen = createWarningFilter();
  try {
    if (!only) {
      const localized = defaultLocale ? localizeConfig(config, defaultLocale) : config;
      built.push(await buildLocale({
        opts, config: localized, configErrors, siteDir, outDir, stagingDir: staging.dir, cacheDir, code,
        bundleSite: { ...bundleSite, translations: codeMessages(config, defaultLocale), siteConfig: generatedSiteConfig(localized) }, timer,
        ...(defaultLocale ? { locale: defaultLocale } : {}), unseen,
        onRead: () => {
          if (key) inputs = startFingerprint(check, roots, outDir);
        },
      }));
    }
    for (const l of others) {
      const locale = createLocaleContext(config, l);
      const localized = localizeConfig(config, locale);
      built.push(await buildLocale({
        opts, config: localized, configErrors, siteDir, outDir: join(outDir, l), stagingDir: only ? staging.dir : join(staging.dir, l),
        cacheDir: join(cacheDir, 'locales', l), code, bundleSite: { ...bundleSite, translations: codeMessages(config, locale), siteConfig: generatedSiteConfig(localized) }, timer, locale, unseen,
      }));
    }
    const removed = staging.commit();
    // One locale's previous output is set aside inside the output folder: gone before this returns.
    if (only) await removed;
    for (const b of built) await b.finish(true);
    const routes = built.reduce((n, b) => n + b.routes, 0);
    const pages = built.reduce((n, b) => n + b.pages, 0);
    const reused = built.reduce((n, b) => n + b.reused, 0);
    const bytes = built.reduce((n, b) => n + b.bytes, 0);
    const warningText = built.map((b) => b.warningText).filter(Boolean).join('\n');
    // Every page kept as it was: the render's code never ran, so this run's compiled code is no build's.
    if (reused === pages) ranLittle();
    if (key && inputs) await recordBuild(cacheDir, outDir, inputs, { key, roots, routes, pages, warnings: warningText });
    const locales = only ? ` (locale ${only})` : others.length ? ` in ${others.length + 1} locales` : '';
    const summary = timer.done(`${routes} routes, ${pages} pages${locales}${reused ? ` (${reused} unchanged)` : `, ${(bytes / 1024).toFixed(0)} KiB of HTML`} → ${outDir}`);
    return { outDir, baseUrl: config.baseUrl, routes, pages, reused, bytes, ms: summary, watchPaths, warnings: built.flatMap((b) => b.warnings) };
  } catch (err) {
    // A locale that failed has cleaned up after itself; those built before it stop their esbuild.
    await Promise.allSettled(built.map((b) => b.finish(false)));
    staging.discard();
    throw err;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
