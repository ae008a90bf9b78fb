/**
 * The Docusaurus modules a site's own React code imports (`@theme/Layout`, `@docusaurus/Link`,
 * …) resolved to opdocs' small implementations in theme/compat/. A component the site swizzled
 * (`src/theme/<Name>`) wins over ours, as in Docusaurus. Any other `@docusaurus/*`, `@theme/*`
 * or `@generated/*` import is a build error at the importing line saying what exists instead,
 * never a bare "could not resolve".
 */
import { overridePointOf } from './override-points.js';
import { swizzledOverrides, usableSwizzle } from './swizzled.js';
import type { Plugin } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { isAbsolute, join, sep } from 'node:path';
import { THEME_DIR } from './paths.js';
import { classicThemeFile } from './classic-theme-paths.js';
import { themePackageOf } from './third-party-theme.js';
import { GENERATED_CONFIG, GENERATED_CONFIG_NAMESPACE, generatedConfigSource } from './generated-config.js';

const COMPAT_DIR = join(THEME_DIR, 'compat');
import { DOCUSAURUS_MODULES, SOCIAL_ICONS } from './docusaurus-module-table.js';

export { DOCUSAURUS_MODULES } from './docusaurus-module-table.js';

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The site's own (swizzled) `src/theme/<Name>` file or folder index, if it has one. */
export function findSwizzled(name: string, siteDir: string): string | undefined {
  const base = join(siteDir, 'src', 'theme', name);
  // Most sites swizzle little or nothing: one look at the folder spares eight at its files,
  // which each watch rebuild asks for every swizzle place.
  if (!existsSync(join(base, '..'))) return undefined;
  for (const candidate of [...SOURCE_EXTENSIONS.map((e) => base + e), ...SOURCE_EXTENSIONS.map((e) => join(base, 'index' + e))]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The files of the site's `src/theme/` (paths relative to it, sorted): what `@theme/<Name>`
 * resolves to depends on them, so a parse that resolved one is stale when they change.
 */
export function swizzledThemeFiles(siteDir: string): string[] {
  try {
    return readdirSync(join(siteDir, 'src', 'theme'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(join(siteDir, 'src', 'theme').length + 1).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

const CORE_CLIENT_EXPORT = /^@docusaurus\/core\/lib\/client\/exports\/([A-Za-z]+)(?:\.js)?$/;
const PLUGIN_CLIENT_FILE = /^@docusaurus\/plugin-content-(docs|blog)\/(?:lib|src)\/client(?:\/[\w./-]+)?$/;

/**
 * Absolute file a Docusaurus specifier resolves to, or undefined when opdocs has none. With
 * `siteDir`, a `@theme/<Name>` the site swizzled into `src/theme/` is the site's file.
 * The MDX compiler resolves the imports of `.mdx` files with this too.
 */
export function docusaurusModuleFile(specifier: string, siteDir?: string): string | undefined {
  // `@docusaurus/<Name>` is Docusaurus' alias of this file of its core: code may import either.
  const core = CORE_CLIENT_EXPORT.exec(specifier);
  if (core) return docusaurusModuleFile(`@docusaurus/${core[1]}`, siteDir);
  // A file of a docs or blog plugin's client code (`…/lib/client/docSidebarItemsExpandedState.js`):
  // its exports are the client module's, which the named imports are then checked against.
  const client = PLUGIN_CLIENT_FILE.exec(specifier);
  if (client) return docusaurusModuleFile(`@docusaurus/plugin-content-${client[1]}/client`, siteDir);
  // A swizzled Layout draws the frame of every page already (PageLayout): a page's own
  // `<Layout>` is ours, which sets its head, or the page would get a second navbar and footer.
  if (siteDir && specifier.startsWith('@theme/') && specifier !== '@theme/Layout') {
    const own = findSwizzled(specifier.slice('@theme/'.length), siteDir);
    // An ejected component needing what opdocs lacks (useTabs of theme-common/internal in a
    // swizzled Tabs) gives way to the theme's own, as at the theme's own places (swizzled.ts).
    if (own && (DOCUSAURUS_MODULES[specifier] === undefined || usableSwizzle(own, siteDir))) return own;
  }
  const file = DOCUSAURUS_MODULES[specifier];
  return file ? join(COMPAT_DIR, file) : undefined;
}

/** What the error says about a specifier opdocs does not provide, and what to do instead. */
export function describeUnsupported(specifier: string, siteDir?: string): { text: string; hint: string } {
  const icons = Object.keys(DOCUSAURUS_MODULES).filter((s) => s.startsWith('@theme/Icon/') && !s.startsWith('@theme/Icon/Socials/')).map((s) => s.slice('@theme/Icon/'.length));
  const list = (prefix: string) => [
    ...Object.keys(DOCUSAURUS_MODULES).filter((s) => s.startsWith(prefix) && !s.startsWith('@theme/Icon/')),
    ...(prefix === '@theme/' ? [`@theme/Icon/<${icons.join('|')}>`, `@theme/Icon/Socials/<${SOCIAL_ICONS.join('|')}>`] : []),
  ].join(', ');
  const own = 'or write the component yourself under src/components/ and import it with "@site/src/components/…"';
  if (specifier.startsWith('@generated/')) {
    return {
      text: `"${specifier}" is a file Docusaurus generates while it builds; opdocs does not write it`,
      hint: 'read the site configuration with useDocusaurusContext() from "@docusaurus/useDocusaurusContext" (siteConfig.title, .customFields, …)',
    };
  }
  const name = specifier.startsWith('@theme/') ? specifier.slice('@theme/'.length) : '';
  const pkg = name && siteDir ? themePackageOf(name, siteDir) : undefined;
  if (pkg) {
    return {
      text: `"${specifier}" is a component of ${pkg}, a Docusaurus theme or plugin package whose components opdocs does not load`,
      hint: `opdocs runs no Docusaurus plugins or other themes, so their components are not there: write this one yourself as src/theme/${name}, or under src/components/ and import it with "@site/src/components/…"`,
    };
  }
  if (specifier.startsWith('@theme/')) {
    return {
      text: `"${specifier}" is not a theme component opdocs provides`,
      hint: `opdocs provides ${list('@theme/')}; ${own}, or swizzle it into src/theme/${specifier.slice('@theme/'.length)}`,
    };
  }
  const plugin = /^@docusaurus\/(plugin|theme)-[^/]+/.exec(specifier);
  return {
    text: specifier.startsWith('@docusaurus/theme-common/')
      ? `"${specifier}" is internal to Docusaurus' own theme; opdocs has a theme of its own`
      : plugin
        ? `"${specifier}" is the client API of ${plugin[0]}; opdocs runs no Docusaurus plugins, so it is not available`
        : `"${specifier}" is not a Docusaurus module opdocs provides`,
    hint: `opdocs provides ${list('@docusaurus/')}; ${own}`,
  };
}

/** Whether the importer of `args` is `file` (the browser bundle names site files relative to the site). */
const isFile = (args: { importer: string }, file: string | undefined, siteDir: string): boolean =>
  file !== undefined && (isAbsolute(args.importer) ? args.importer : join(siteDir, args.importer)) === file;

/** Docusaurus packages of plain functions and types (no client context): bundled as any package. */
const PLAIN_PACKAGES = /^@docusaurus\/(utils-common|types)(\/|$)/;

/** The plugin's name; its errors carry their hint as the first note. */
export const DOCUSAURUS_MODULES_PLUGIN = 'opdocs:docusaurus-modules';

/**
 * The esbuild plugin resolving Docusaurus specifiers for the site's code (both bundles);
 * `siteConfig` is what `@generated/docusaurus.config` gives (BundleSite.siteConfig).
 */
export function docusaurusModules(siteDir: string, siteConfig?: Record<string, unknown>): Plugin {
  return {
    name: DOCUSAURUS_MODULES_PLUGIN,
    setup(build) {
      const layout = swizzledOverrides(siteDir).get('PageLayout');
      // `@theme-original/` and `@theme-init/` (used by swizzled wrappers) name our component too;
      // an override point (theme/Admonition.tsx or src/theme/DocItem/Footer wrapping the original) is
      // left to the theme-overrides plugin, whose original is the theme's own file: ours would lead
      // back to the override itself.
      build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
        const name = args.path.replace(/^@theme-(original|init)\//, '');
        if (overridePointOf(name)) return undefined;
        const file = DOCUSAURUS_MODULES[`@theme/${name}`];
        return file ? { path: join(COMPAT_DIR, file) } : undefined;
      });
      // Site code takes useLocation and useHistory from react-router itself, as Docusaurus' own
      // router allows: opdocs' router answers them (a package's own react-router is left alone).
      build.onResolve({ filter: /^react-router(-dom)?$/ }, (args) =>
        (args.importer.includes(`${sep}node_modules${sep}`) ? undefined : { path: join(COMPAT_DIR, 'router.tsx') }));
      // A path into theme-classic's own files: the theme's original component, or a stand-in stylesheet.
      build.onResolve({ filter: /^@docusaurus\/theme-classic\/(lib|src)\/theme\// }, async (args) => {
        const classic = classicThemeFile(args.path);
        if (!classic || 'styles' in classic) return classic?.styles ? { path: classic.styles } : undefined;
        const { path, namespace, errors } = await build.resolve(`@theme-original/${classic.name}`, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        return { path, namespace, errors };
      });
      build.onResolve({ filter: /^@generated\/docusaurus\.config(\.js)?$/ }, () => ({ path: GENERATED_CONFIG, namespace: GENERATED_CONFIG_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: GENERATED_CONFIG_NAMESPACE }, async () => ({ contents: await generatedConfigSource(siteDir, siteConfig), loader: 'js' }));
      build.onResolve({ filter: /^@(docusaurus|theme|generated)\// }, (args) => {
        // The layout already ends every page with the footer (PageFooter.tsx says why).
        // A swizzled Layout draws the frame, so its footer is the real one.
        if (args.path === '@theme/Footer') return { path: join(COMPAT_DIR, isFile(args, layout, siteDir) ? 'LayoutFooter.tsx' : 'PageFooter.tsx') };
        const file = docusaurusModuleFile(args.path, siteDir);
        if (file) return { path: file };
        // A swizzle point the site left alone (`@theme/NotFound/Content` in its own 404 page) is
        // the theme's component, which the theme-overrides plugin gives.
        if (args.path.startsWith('@theme/') && overridePointOf(args.path.slice('@theme/'.length))) return undefined;
        // Plain helper packages that need no Docusaurus around them: the site's installed copy.
        if (PLAIN_PACKAGES.test(args.path)) return undefined;
        const { text, hint } = describeUnsupported(args.path, siteDir);
        return { errors: [{ text, notes: [{ text: hint }] }] };
      });
    },
  };
}
