/**
 * KaTeX's stylesheet and fonts, for a build whose pages hold a typeset formula (markdown.math,
 * parse/math.ts): every page links the stylesheet, as a Docusaurus site links KaTeX's from its
 * `stylesheets`, here served from the build itself so formulas draw offline too. Only the
 * WOFF2 fonts are listed and shipped (every browser opdocs' pages run in reads them); a font
 * is downloaded only by a page that uses its glyphs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contentHash } from '../../content-hash.js';
import type { EmitContext, Feature, GeneratedFile } from './feature.js';

const DIR = 'assets/katex/';
/** The older formats each @font-face lists after its WOFF2 file. */
const OLDER_FONTS = /,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g;

/** The folder of KaTeX's built files: its stylesheet, and its fonts in fonts/. */
export const katexDist = (): string => join(dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');

/** KaTeX's stylesheet listing only the WOFF2 fonts, whose `url(fonts/…)` are relative to katexDist(). */
export const katexCss = (dist = katexDist()): string => readFileSync(join(dist, 'katex.min.css'), 'utf8').replace(OLDER_FONTS, '');

/** KaTeX's stylesheet (WOFF2 fonts only) and its fonts, output-relative. */
export function katexFiles(): { css: GeneratedFile; fonts: GeneratedFile[] } {
  const dist = katexDist();
  const text = katexCss(dist);
  const fonts = readdirSync(join(dist, 'fonts')).filter((f) => f.endsWith('.woff2'))
    .map((f) => ({ path: `${DIR}fonts/${f}`, data: readFileSync(join(dist, 'fonts', f)) }));
  return { css: { path: `${DIR}katex-${contentHash(text)}.css`, data: text }, fonts };
}

function emitMathStyles(ctx: EmitContext): GeneratedFile[] {
  if (!ctx.config.markdown.math) return [];
  const typeset = [...ctx.parsed.values()].some((p) => p.html.includes('class="katex'));
  if (!typeset) return [];
  const { css, fonts } = katexFiles();
  ctx.site.mathCss = ctx.config.baseUrl + css.path;
  return [css, ...fonts];
}

export const mathStylesFeature: Feature<null> = {
  name: 'math-styles',
  watchPaths: () => [],
  load: async () => ({ state: null, errors: [], jobs: [], fileRoutes: [] }),
  routes: () => ({ routes: [], errors: [] }),
  emit: (ctx) => ({ files: emitMathStyles(ctx), errors: [] }),
};
