/**
 * The Markdown files `write-heading-ids` works on, found as the build finds them: the docs
 * (every instance and version), blog and pages features' parse jobs, for the default locale and
 * for each other one (whose translated files under i18n/ stand in for the originals), with the
 * parse context a build of that locale uses.
 */
import type { SiteConfig } from '../config/types.js';
import { FEATURES } from '../pipeline/features/index.js';
import { sitePaths } from '../pipeline/site-paths.js';
import { createLocaleContext, defaultLocaleContext, localizeConfig, type LocaleContext } from '../pipeline/locale.js';
import type { ParseContext, ParseJob } from '../pipeline/parse/parse-job.js';
import { contentOverrides } from '../bundle/theme-overrides.js';
import { siteAdmonitionKeywords } from '../pipeline/load/admonition-keywords.js';
import { findSiteMdxComponents } from '../pipeline/load/mdx-components.js';
import { pluginAliasesOf } from '../config/plugin-aliases.js';

const CONTENT_FEATURES = new Set(['docs', 'blog', 'pages']);

/** One Markdown file of the site with how the build parses it. */
export interface SiteMarkdownFile { job: ParseJob; ctx: ParseContext }

/**
 * Every Markdown file of the site, each once (a file no locale translates is listed for the
 * default locale only), drafts included. `maintainCase` stands for markdown.anchors.maintainCase.
 */
export async function siteMarkdownFiles(config: SiteConfig, maintainCase: boolean): Promise<SiteMarkdownFile[]> {
  const def = defaultLocaleContext(config);
  const locales: (LocaleContext | undefined)[] = [def, ...config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale).map((l) => createLocaleContext(config, l))];
  const seen = new Set<string>();
  const out: SiteMarkdownFile[] = [];
  for (const locale of locales) {
    const localized = locale ? localizeConfig(config, locale) : config;
    const ctx = parseContextOf(localized, maintainCase);
    const featureCtx = { config: localized, paths: sitePaths(localized), dev: true, ...(locale ? { locale } : {}) };
    // Load errors (a bad front matter) are the build's to report; such a file has no job or keeps its body.
    const loads = await Promise.all(FEATURES.filter((f) => CONTENT_FEATURES.has(f.name)).map((f) => f.load(featureCtx)));
    for (const job of loads.flatMap((l) => l.jobs as ParseJob[])) {
      if (seen.has(job.file)) continue;
      seen.add(job.file);
      out.push({ job, ctx });
    }
  }
  return out;
}

/** What a build's parse of `config`'s Markdown is told (as pipeline/site.ts makes it), links aside. */
export function parseContextOf(config: SiteConfig, maintainCase: boolean): ParseContext {
  const paths = sitePaths(config);
  const { markdown } = config;
  return {
    baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, siteDir: config.siteDir, roots: [config.siteDir, paths.contentDir, paths.docsDir],
    staticDir: paths.staticDir, staticDirs: paths.staticDirs, fileToRoute: new Map(), contentOverrides: contentOverrides(config.siteDir),
    npm2yarn: markdown.npm2yarn ?? null, math: markdown.math, mdx1Text: markdown.mdx1Compat.text, markdownFormat: markdown.format,
    mermaid: markdown.mermaid, magicComments: markdown.magicComments ?? null, anchorsMaintainCase: maintainCase,
    truncateMarker: config.blog.truncateMarker ?? null, admonitionKeywords: siteAdmonitionKeywords(config.siteDir), infoAdmonitionKeywords: config.markdown.admonitionKeywords ?? null, defaultCodeLanguage: config.markdown.defaultCodeLanguage ?? null,
    mdxComponents: findSiteMdxComponents(config.siteDir), pluginAliases: pluginAliasesOf(config),
  };
}
