/**
 * Component overrides: a site file `theme/<Name>.tsx` replaces the theme component of that name
 * wherever the theme imports it, and `@theme-original/<Name>` gives the override the original.
 * Also maps `@site/…` to the site folder, so site React pages and overrides share components.
 *
 * The theme's module is swapped for a shim that re-exports everything of the original and puts
 * the override's default export in place of the component, so the module's other exports stay.
 */
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { THEME_DIR } from './paths.js';
import { ADMONITION_FROM_PARTS, ADMONITION_PARTS, CONTENT_OVERRIDE_POINTS, DOCITEM_FROM_SWIZZLE, DOCROOT_FROM_PARTS, DOCROOT_PARTS, FOOTER_FROM_PARTS, FOOTER_PARTS, OVERRIDE_POINTS, overridePointOf, TOCITEMS_FROM_TREE } from './override-points.js';
import { FROM_SWIZZLE_PLACES } from './blog-swizzle-places.js';
import { swizzledOverrides } from './swizzled.js';
import { generatedImportHint, IMPORT_EXTENSIONS_TEXT } from './user-errors.js';

export { CONTENT_OVERRIDE_POINTS, OVERRIDE_POINTS } from './override-points.js';

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];
const COMPAT_DIR = join(THEME_DIR, 'compat') + sep;
// theme/compat/ modules that draw a theme component a site's swizzle replaces, in Docusaurus' props:
// their imports are the theme's own, not the site's swizzle again (which would draw itself forever).
const ORIGINALS_OF_PARTS = [join(COMPAT_DIR, 'CodeBlock', 'Content') + sep, join(COMPAT_DIR, 'TOCCollapsible.tsx')];

/**
 * A site that swizzled Docusaurus' TOCCollapsible (the TOCCollapsibleSwizzle point) gets this in the
 * theme's TOCCollapsible's place: the site's component, given the flat TOC Docusaurus gives it.
 */
const TOCCOLLAPSIBLE_FROM_SWIZZLE = 'compat/TOC/CollapsibleFromSwizzle.tsx';
const THEME_PAGE = new RegExp(`^${join(THEME_DIR, 'pages').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]\\w+\\.tsx$`);

/**
 * Override files the site has: original theme file → the site's replacement. opdocs' own
 * `theme/<Name>` wins over a Docusaurus swizzle (`src/theme/…`) of the same point. A site that
 * replaces footer parts but not the footer gets the footer drawn from parts (FOOTER_FROM_PARTS),
 * one that replaces the TOC's tree but not TOCItems gets TOCItems drawn around it (TOCITEMS_FROM_TREE),
 * one that replaces admonition parts but not Admonition gets it drawn from them (ADMONITION_FROM_PARTS),
 * one that replaces the docs frame's parts but not DocRoot/Layout gets the frame drawn from them (DOCROOT_FROM_PARTS),
 * one that swizzled DocItem gets it drawn with the `content` Docusaurus gives it (DOCITEM_FROM_SWIZZLE),
 * and one that swizzled TOCCollapsible gets it given the flat TOC (TOCCOLLAPSIBLE_FROM_SWIZZLE),
 * as one that swizzled BlogLayout or a blog page gets those (FROM_SWIZZLE_PLACES).
 */
export function findOverrides(siteDir: string): Map<string, { name: string; file: string }> {
  const found = new Map<string, { name: string; file: string }>();
  // The TyKO site lives at the root of the opdocs repository, whose theme/ is the theme itself.
  if (resolve(siteDir, 'theme') === THEME_DIR) return found;
  const swizzled = swizzledOverrides(siteDir);
  // Looked at on every watch rebuild: a site without theme/ is spared a look per point and extension.
  const hasThemeDir = existsSync(join(siteDir, 'theme'));
  for (const [name, original] of Object.entries(OVERRIDE_POINTS)) {
    const file = (hasThemeDir ? EXTENSIONS.map((ext) => join(siteDir, 'theme', name + ext)).find((f) => existsSync(f)) : undefined) ?? swizzled.get(name);
    if (file) found.set(join(THEME_DIR, original), { name, file });
  }
  const footer = join(THEME_DIR, OVERRIDE_POINTS.Footer);
  if (!found.has(footer) && FOOTER_PARTS.some((part) => found.has(join(THEME_DIR, OVERRIDE_POINTS[part])))) {
    found.set(footer, { name: 'Footer', file: join(THEME_DIR, FOOTER_FROM_PARTS) });
  }
  const admonition = join(THEME_DIR, OVERRIDE_POINTS.Admonition);
  if (!found.has(admonition) && ADMONITION_PARTS.some((part) => found.has(join(THEME_DIR, OVERRIDE_POINTS[part])))) {
    found.set(admonition, { name: 'Admonition', file: join(THEME_DIR, ADMONITION_FROM_PARTS) });
  }
  const docItem = join(THEME_DIR, OVERRIDE_POINTS.DocItem);
  if (!found.has(docItem) && found.has(join(THEME_DIR, OVERRIDE_POINTS.DocItemSwizzle))) {
    found.set(docItem, { name: 'DocItem', file: join(THEME_DIR, DOCITEM_FROM_SWIZZLE) });
  }
  for (const place of FROM_SWIZZLE_PLACES) {
    if (place.swizzles.some((point) => found.has(join(THEME_DIR, OVERRIDE_POINTS[point])))) found.set(join(THEME_DIR, place.file), { name: place.name, file: join(THEME_DIR, place.from) });
  }
  const docRoot = join(THEME_DIR, OVERRIDE_POINTS.DocRootLayout);
  if (!found.has(docRoot) && DOCROOT_PARTS.some((part) => found.has(join(THEME_DIR, OVERRIDE_POINTS[part])))) {
    found.set(docRoot, { name: 'DocRootLayout', file: join(THEME_DIR, DOCROOT_FROM_PARTS) });
  }
  if (found.has(join(THEME_DIR, OVERRIDE_POINTS.TOCCollapsibleSwizzle))) {
    found.set(join(THEME_DIR, 'TOC/TOCCollapsible.tsx'), { name: 'TOCCollapsible', file: join(THEME_DIR, TOCCOLLAPSIBLE_FROM_SWIZZLE) });
  }
  const tocItems = join(THEME_DIR, OVERRIDE_POINTS.TOCItemsList);
  if (!found.has(tocItems) && found.has(join(THEME_DIR, OVERRIDE_POINTS.TOCItemsTree))) {
    found.set(tocItems, { name: 'TOCItemsList', file: join(THEME_DIR, TOCITEMS_FROM_TREE) });
  }
  return found;
}

/** Whether the site replaces the override point `name` (a generated index draws its cards through DocCard then). */
export const hasOverride = (siteDir: string, name: string): boolean => [...findOverrides(siteDir).values()].some((o) => o.name === name);

/** The content components the site overrides (e.g. ["Admonition"]). */
export function contentOverrides(siteDir: string): string[] {
  return [...findOverrides(siteDir).values()].map((o) => o.name).filter((name) => CONTENT_OVERRIDE_POINTS.includes(name)).sort();
}

/**
 * The relative import specifiers that may lead to one of `files`: those whose last segment is a
 * file's name (with or without its extension), or the folder of an `index` file.
 */
export function overrideImportFilter(files: Iterable<string>): RegExp {
  const names = new Set<string>();
  for (const file of files) {
    const name = basename(file).replace(/\.[cm]?[jt]sx?$/, '');
    names.add(name);
    if (name === 'index') names.add(basename(dirname(file)));
  }
  const alternatives = [...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`^\\.\\.?/(?:.*/)?(?:${alternatives})(?:\\.[cm]?[jt]sx?)?/?$`);
}

/**
 * The esbuild plugin applying the site's overrides and the `@site` / `@theme-original` names.
 * `moduleName` is how the bundle names a site file (the browser bundle's site namespace, where
 * `.js` files are read as JSX).
 */
export function themeOverrides(siteDir: string, moduleName: (file: string) => string = (file) => file): Plugin {
  const overrides = findOverrides(siteDir);
  return {
    name: 'opdocs:theme-overrides',
    setup(build) {
      build.onResolve({ filter: /^@site(\/|$)/ }, async (args) => {
        const rel = args.path.slice('@site/'.length);
        const found = await build.resolve(`./${rel}`, { kind: args.kind, resolveDir: siteDir, importer: args.importer });
        if (found.errors.length === 0) return { path: found.path, namespace: found.namespace };
        // esbuild names the "./…" path it was given, which is neither what the site wrote nor relative
        // to the importing file: say what was written, and what makes the file when a script does.
        return {
          errors: [{
            text: `cannot find "${args.path}" (${rel} in the site folder)`,
            notes: [{ text: generatedImportHint(join(siteDir, rel), siteDir) ?? `fix the path: @site/ stands for the site folder (${siteDir}); without an extension, ${IMPORT_EXTENSIONS_TEXT} are tried` }],
          }],
        };
      });
      // `@theme/<point>` reaches here only when the site has not swizzled it: the theme's own.
      build.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
        const point = overridePointOf(args.path.replace(/^@theme(-original|-init)?\//, ''));
        if (!point && args.path.startsWith('@theme/')) return undefined;
        if (!point) {
          return { errors: [{ text: `"${args.path}" is not an override point; use one of: ${Object.keys(OVERRIDE_POINTS).map((n) => `@theme-original/${n}`).join(', ')}` }] };
        }
        return { path: point, namespace: 'opdocs-original' };
      });
      build.onLoad({ filter: /.*/, namespace: 'opdocs-original' }, (args) => {
        const file = join(THEME_DIR, OVERRIDE_POINTS[args.path]);
        return { contents: `export { ${args.path} as default } from ${JSON.stringify(file)};`, loader: 'ts', resolveDir: dirname(file) };
      });
      if (overrides.size === 0) return;
      // The bundles' entries import the theme's pages by path: a page a site's swizzle draws too
      // (not from the override's own `export *`, which is the page itself).
      build.onResolve({ filter: THEME_PAGE }, (args) =>
        (args.namespace !== 'opdocs-override' && overrides.has(args.path) ? { path: args.path, namespace: 'opdocs-override' } : undefined));
      // Only the theme's own relative imports can reach an override point, and only those whose
      // last segment names one: each import this filter passes costs two trips between esbuild
      // and this thread, and a bundle of the theme has hundreds of relative imports.
      build.onResolve({ filter: overrideImportFilter(overrides.keys()) }, async (args) => {
        if (!args.importer.startsWith(THEME_DIR + sep) || args.pluginData === 'opdocs-original') return undefined;
        const target = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'opdocs-original' });
        if (target.errors.length || !overrides.has(target.path)) return undefined;
        // The site's swizzled pages are drawn by theme/compat/, whose imports of a theme page are that page itself.
        if (THEME_PAGE.test(target.path) && args.importer.startsWith(COMPAT_DIR)) return undefined;
        if (ORIGINALS_OF_PARTS.some((dir) => args.importer.startsWith(dir))) return undefined;
        return { path: target.path, namespace: 'opdocs-override' };
      });
      build.onLoad({ filter: /.*/, namespace: 'opdocs-override' }, (args) => {
        const { name, file } = overrides.get(args.path)!;
        if (!/\bexport\s+default\b|\bas\s+default\b/.test(readFileSync(file, 'utf8'))) {
          return { errors: [{
            text: `${name} override has no default export: export the component that replaces ${name}, e.g. \`export default function ${name}() { … }\``,
            location: { file, line: 1, column: 0 },
          }] };
        }
        return {
          contents: `export * from ${JSON.stringify(args.path)};\nexport { default as ${name} } from ${JSON.stringify(moduleName(file))};`,
          loader: 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
