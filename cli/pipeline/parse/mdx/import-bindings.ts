/**
 * What one `import` of an MDX file binds: a component (theme, compat, site file, package,
 * partial), an image, raw text or a CSS module's class names, each with the error to report
 * when it cannot be used.
 */
import { importedComponentName } from '../content-component';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { ImportDeclaration, ModuleDeclaration, Statement } from 'estree';
import type { CssModule } from '../css-module';
import { MDX_ESM_SUFFIX } from './code-module';
import { resolvePathAlias } from './path-aliases';
import { findModuleFile, fromSiteAlias, getRawTextCandidates, packageName } from './module-files';
import { generatedPathHint } from '../../generated-path';
import { docusaurusModuleFile, findSwizzled } from '../../../bundle/docusaurus-modules';
import { usableSwizzle } from '../../../bundle/swizzled';
import { themePackageOf } from '../../../bundle/third-party-theme';
import { formatEsbuildMessages } from '../../../bundle/esbuild-common';
import { textImportRefusal } from '../../load/text-import-place';
import { IMAGE, moveHint, THEME_COMPONENTS, type ComponentRef, type MdxScope, type ScopeOptions, type Source } from './scope-types';

/** Where an import specifier points, from the MDX file `file` in the site folder `siteDir`. */
export function resolveImportSource(spec: string, file: string, siteDir: string | undefined): Source {
  const inSite = fromSiteAlias(spec, siteDir ?? dirname(file));
  if (inSite) return { kind: 'file', file: inSite };
  const aliased = siteDir && !/^[./]/.test(spec) ? resolvePathAlias(spec, siteDir) : undefined;
  if (aliased) return { kind: 'file', file: aliased };
  const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(spec);
  if (theme) return { kind: 'theme', name: theme[1] };
  if (spec.startsWith('@docusaurus/')) return { kind: 'docusaurus', name: spec.slice('@docusaurus/'.length) };
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') return { kind: 'file', file: resolve(dirname(file), spec) };
  if (spec.startsWith('/')) return { kind: 'file', file: findRootPath(spec, siteDir) };
  return { kind: 'package', name: spec };
}

/**
 * A '/…' import, as Docusaurus' webpack `resolve.roots` finds it: in the static folder first
 * ('/data/team.json' is `static/data/team.json`), then the site's folder ('/src/…'), then the
 * disk root. Only the default static folder is looked in: this module does not see the config.
 */
function findRootPath(spec: string, siteDir: string | undefined): string {
  // A component is often written without its extension ('/src/components/Tip' is Tip.tsx), as webpack's `resolve.extensions` allow.
  const found = siteDir ? [join(siteDir, 'static', spec), join(siteDir, spec)].find((f) => existsSync(f) || findModuleFile(f) !== undefined) : undefined;
  return found ?? spec;
}

/** An image file as a path from the Markdown file `file`, the form `![](…)` resolves. */
export function assetSpecFrom(file: string, target: string): string {
  const fromHere = relative(dirname(file), target).split('\\').join('/');
  return fromHere.startsWith('.') ? fromHere : `./${fromHere}`;
}

/**
 * `require(spec)` in an attribute resolves as an import of `spec` does (`@site/…`, an alias, a
 * site-root path), so `require('@site/static/a.png').default` finds the file an import would.
 * A file that is not there, a package or another form keeps the spec as written: the image
 * check then reports what the page says.
 */
export function requireAssetSpec(spec: string, file: string, siteDir: string | undefined): string {
  if (spec.startsWith('.')) return spec;
  const source = resolveImportSource(spec, file, siteDir);
  return source.kind === 'file' && existsSync(source.file) ? assetSpecFrom(file, source.file) : spec;
}

/** `import code from '!!raw-loader!./x.js'`: the file's text, for `<CodeBlock>{code}</CodeBlock>`. */
export function bindRawText(statement: Extract<Statement | ModuleDeclaration, { type: 'ImportDeclaration' }>, spec: string, scope: MdxScope, opts: ScopeOptions):
  { message: string; hint: string } | null {
  const source = resolveImportSource(spec, opts.file, opts.siteDir);
  let text: string | undefined;
  if (source.kind === 'file' && opts.readFile) {
    for (const candidate of getRawTextCandidates(source.file)) {
      const refused = opts.siteDir && existsSync(candidate) ? textImportRefusal(candidate, opts.siteDir, { spec, importer: opts.file }) : null;
      if (refused) {
        for (const s of statement.specifiers) scope.bindings.set(s.local.name, { kind: 'value', value: '' });
        return { message: `MDX: cannot import '${String(statement.source.value)}' as text: ${refused.message}`, hint: refused.hint };
      }
      text = opts.readFile(candidate);
      if (text !== undefined) break;
    }
  }
  // An unreadable file is reported once, here; its uses render empty rather than repeat it.
  for (const s of statement.specifiers) scope.bindings.set(s.local.name, { kind: 'value', value: text ?? '' });
  if (text !== undefined) return null;
  const generated = source.kind === 'file' ? generatedPathHint(source.file, opts.siteDir) : undefined;
  return { message: `MDX: cannot read '${String(statement.source.value)}' imported as text`, hint: generated ?? 'fix the path; it is relative to this file (or starts with @site/); without an extension, .mjs, .js, .jsx, .ts, .tsx and .json are tried, as webpack does' };
}
/**
 * `import 'pkg/dist/widget.css'`: a stylesheet imported for its effect joins the content
 * stylesheet, as webpack ships it with the page under Docusaurus; null when it was added.
 */
export function addSideEffectStylesheet(spec: string, scope: MdxScope, opts: ScopeOptions): { message: string; hint: string } | null {
  const source = resolveImportSource(spec, opts.file, opts.siteDir);
  const file = source.kind === 'file' ? source.file : opts.resolvePackage?.(spec, opts.file);
  if (!file || !existsSync(file)) {
    return {
      message: `MDX: cannot find the stylesheet '${spec}'`,
      hint: source.kind === 'package' ? 'install its package in the site folder, or fix the path' : 'fix the path: relative imports start from this file\'s folder, `@site/` from the site folder',
    };
  }
  try {
    scope.styles.push(opts.stylesheet!(file));
  } catch (err) {
    return { message: `MDX: the stylesheet '${spec}' cannot be read (${failureText(err)})`, hint: 'fix the CSS, or list the file in "customCss" in site.config.json instead' };
  }
  return null;
}
/**
 * What went wrong, in one line: esbuild's own first error with its place (its message's first
 * line only says how many errors there were), else the error's first line.
 */
function failureText(err: unknown): string {
  const first = (err as { errors?: Parameters<typeof formatEsbuildMessages>[0] } | null)?.errors?.[0];
  if (first?.text) return formatEsbuildMessages([first])[0];
  return err instanceof Error ? err.message.split('\n')[0] : String(err);
}

/** `import styles from './x.module.css'`: `styles.name` is the class name as shipped. */
export function bindStylesheet(statement: ImportDeclaration, spec: string, file: string, scope: MdxScope, opts: ScopeOptions):
  { message: string; hint: string } | null {
  if (!/\.module\.css$/i.test(file) || !opts.cssModule) {
    return { message: `MDX: \`${spec}\` is a global stylesheet; MDX content may import CSS modules (*.module.css) only`, hint: 'list the stylesheet in "customCss" in site.config.json instead' };
  }
  let compiled: CssModule;
  try {
    compiled = opts.cssModule(file);
  } catch (err) {
    return { message: `MDX: the CSS module '${spec}' cannot be read (${failureText(err)})`, hint: 'fix the path or the CSS; relative imports start from this file\'s folder, `@site/` and `/` from the site folder' };
  }
  scope.styles.push(compiled.css);
  for (const s of statement.specifiers) scope.bindings.set(s.local.name, { kind: 'value', value: compiled.classes });
  return null;
}
export function bindImport({ local, imported, spec, source, scope, file, siteDir }:
  { local: string; imported: string; spec: string; source: Source; scope: MdxScope; file: string; siteDir?: string }): void {
  const notAValue = (what: string) => scope.bindings.set(local, { kind: 'other', why: `\`${local}\`, ${what}` });
  if (source.kind === 'file') {
    if (IMAGE.test(source.file) && imported === 'default') {
      scope.bindings.set(local, { kind: 'asset', spec: assetSpecFrom(file, source.file) });
      // As Docusaurus' SVGR gives MDX: `<Chart />` of an imported .svg draws it inline, as site code gets it.
      scope.components.set(local, /\.svg$/i.test(source.file) ? { kind: 'file', file: source.file, exportName: 'default' }
        : { kind: 'unsupported', why: `<${local}> is an image file ('${spec}'), not a component`, hint: `show it with <img src={${local}} alt="…" />` });
      return;
    }
    if (/\.mdx?$/i.test(source.file) && imported === 'default') {
      scope.components.set(local, { kind: 'partial', file: source.file });
      notAValue(`the Markdown file '${spec}'`);
      return;
    }
    // `import { Proof } from './other.mdx'`: what that file exports, from its own code module.
    if (/\.mdx?$/i.test(source.file) && imported !== '*') source = { kind: 'file', file: source.file + MDX_ESM_SUFFIX };
    scope.components.set(local, imported === '*' ? { kind: 'namespace', file: source.file } : { kind: 'file', file: source.file, exportName: imported });
    // As a prop (`icon={faBook}`), it travels as a reference the bundles resolve.
    if (imported === '*') notAValue(`the whole module '${spec}', which cannot be passed as a value`);
    else scope.bindings.set(local, { kind: 'import', name: importedComponentName(source.file, imported, siteDir) });
    return;
  }
  // `@theme/Layout`, `@docusaurus/Translate`, a swizzled `@theme/X`: what site code gets, used in MDX.
  // The theme's content components are drawn by opdocs itself, unless the site swizzled one that
  // has no override point of its own (a wrapped Tabs): Docusaurus' MDX imports the swizzle then.
  const compat = source.kind === 'theme' && THEME_COMPONENTS.includes(source.name) ? ownContentSwizzle(source.name, siteDir) : docusaurusModuleFile(spec, siteDir);
  if (compat && (source.kind === 'theme' || source.kind === 'docusaurus') && !['Link', 'Head', 'useBaseUrl', 'BrowserOnly'].includes(source.name)) {
    scope.components.set(local, { kind: 'file', file: compat, exportName: imported });
    scope.bindings.set(local, { kind: 'import', name: importedComponentName(compat, imported, siteDir) });
    return;
  }
  if (source.kind === 'theme') {
    const known = THEME_COMPONENTS.includes(source.name) && imported === 'default';
    scope.components.set(local, known ? { kind: 'theme', name: source.name } : {
      kind: 'unsupported', why: `'${spec}' is not a theme component opdocs provides`,
      hint: `${themeOrigin(source.name, siteDir)}the theme provides ${THEME_COMPONENTS.map((n) => `@theme/${n}`).join(', ')} (default imports); import your own components from a file, e.g. '@site/src/components/Name', or write this one as src/theme/${source.name}`,
    });
    notAValue(`the theme component '${spec}'`);
    return;
  }
  if (source.kind === 'docusaurus') {
    if (source.name === 'Link' && imported === 'default') scope.components.set(local, { kind: 'link' });
    else if (source.name === 'Head' && imported === 'default') scope.components.set(local, { kind: 'head' });
    else if (source.name === 'useBaseUrl' && imported === 'default') scope.bindings.set(local, { kind: 'useBaseUrl' });
    else if (source.name === 'BrowserOnly' && imported === 'default') scope.components.set(local, { kind: 'theme', name: 'BrowserOnly' });
    else {
      const ref: ComponentRef = { kind: 'unsupported', why: `'${spec}' is not available in MDX content`, hint: `'${spec}' is Docusaurus' client API; ${moveHint()}` };
      scope.components.set(local, ref);
      scope.bindings.set(local, { kind: 'other', why: `'${spec}' is not available in MDX content` });
    }
    return;
  }
  scope.components.set(local, {
    kind: 'unsupported', why: `<${local}> comes from the package '${source.name}', which is not installed`,
    hint: `install it in the site folder (npm install ${packageName(source.name) ?? source.name}), then build again`,
  });
  notAValue(`imported from the package '${source.name}'`);
}

/**
 * Where a `@theme/` component opdocs lacks comes from, for its hint: an installed theme or plugin
 * package (redocusaurus' ApiDocMdx), whose components opdocs does not load, or nothing known.
 */
function themeOrigin(name: string, siteDir: string | undefined): string {
  const pkg = siteDir ? themePackageOf(name, siteDir) : undefined;
  return pkg ? `it is a component of ${pkg}, a Docusaurus theme or plugin package, which opdocs does not load; ` : '';
}

/** Content components whose swizzle MDX imports; Admonition, CodeBlock and DocCardList are override points, applied wherever they are drawn. */
const SWIZZLED_IN_MDX = ['Tabs', 'TabItem', 'Details', 'TOCInline'];

/** The site's usable swizzle of the content component `name`, if it has one. */
function ownContentSwizzle(name: string, siteDir: string | undefined): string | undefined {
  if (!siteDir || !SWIZZLED_IN_MDX.includes(name)) return undefined;
  const own = findSwizzled(name, siteDir);
  return own && usableSwizzle(own, siteDir) ? own : undefined;
}
