/**
 * What the `import` and `export` lines of an MDX file bring into scope: components (for
 * `<Name>`) and values (for `{name}` and attributes). Resolves the aliases Docusaurus sites
 * use; pure: paths are resolved as written, the bundler finds the file's extension later.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CssModule } from '../css-module';
import type { ImportDeclaration, ModuleDeclaration, Node as EstreeNode, Program, Statement } from 'estree';
import { evaluateStatic, type Binding } from './static-value';
import { MDX_ESM_SUFFIX } from './code-module';
import { packageName } from './module-files';
import { docusaurusModuleFile } from '../../../bundle/docusaurus-modules';
import { PAGE_TOC } from '../../../../runtime/islands/import-ref';

/** The theme components a marker may name (content-component.ts). */
export const THEME_COMPONENTS = ['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'TabItem', 'Tabs', 'TOCInline'];

/** What a JSX name stands for. */
export type ComponentRef =
  | { kind: 'theme'; name: string }
  | { kind: 'file'; file: string; exportName: string }
  | { kind: 'namespace'; file: string }
  | { kind: 'link' }
  /** `@docusaurus/Head`: its static <title>, <meta>, <link> and <html> go into the page's head. */
  | { kind: 'head' }
  /** An .md or .mdx file whose content is put in place (partials.ts). */
  | { kind: 'partial'; file: string }
  /** `reported`: the import line already has the error; uses stay quiet. */
  | { kind: 'unsupported'; why: string; hint: string; reported?: boolean };

/**
 * The site's global MDX components (`src/theme/MDXComponents`): its file and the names its
 * default export provides; `names` is null when they could not be read (any capitalized name
 * is then taken to be one of them).
 */
export interface SiteMdxComponents { file: string; /** `file` relative to the site, for messages. */ rel: string; names: string[] | null }

/** A problem found in an import or export, at a 1-based line and column of the body. */
export interface ScopeProblem { line: number; column: number; message: string; hint: string }

/** The scope of one MDX file. */
export interface MdxScope {
  components: Map<string, ComponentRef>;
  bindings: Map<string, Binding>;
  baseUrl: string;
  /** Stylesheets of the CSS modules the file imports, as shipped. */
  styles: string[];
  /** What the file's code module defines, for MDX written as code (free-names.ts). */
  moduleNames?: Set<string>;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;
const moveHint = (name = 'Name') => `put the code in a React component file (e.g. src/components/${name}.tsx) and import it with \`import ${name} from '@site/src/components/${name}'\``;

type Source =
  | { kind: 'file'; file: string }
  | { kind: 'theme'; name: string }
  | { kind: 'docusaurus'; name: string }
  | { kind: 'package'; name: string };

/** Where an import specifier points, from the MDX file `file` in the site folder `siteDir`. */
export function resolveImportSource(spec: string, file: string, siteDir: string | undefined): Source {
  if (spec.startsWith('@site/')) return { kind: 'file', file: join(siteDir ?? dirname(file), spec.slice('@site/'.length)) };
  const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(spec);
  if (theme) return { kind: 'theme', name: theme[1] };
  if (spec.startsWith('@docusaurus/')) return { kind: 'docusaurus', name: spec.slice('@docusaurus/'.length) };
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') return { kind: 'file', file: resolve(dirname(file), spec) };
  // As webpack does for Docusaurus: '/src/…' is the site's folder first, the disk root second.
  if (spec.startsWith('/')) return { kind: 'file', file: siteDir && existsSync(join(siteDir, spec)) ? join(siteDir, spec) : spec };
  return { kind: 'package', name: spec };
}

/** Reads every ESM block of the file (in document order) into one scope. */
export function createMdxScope(opts: ScopeOptions & { programs: Program[]; baseUrl: string }): { scope: MdxScope; problems: ScopeProblem[] } {
  const scope: MdxScope = { components: new Map(), bindings: new Map(), baseUrl: opts.baseUrl, styles: [] };
  // Every MDX file can name its own headings as `toc` (a file's own `toc` export wins).
  scope.bindings.set('toc', { kind: 'value', value: { [PAGE_TOC]: true } });
  const problems: ScopeProblem[] = [];
  for (const program of opts.programs) {
    for (const statement of program.body) {
      const problem = addStatement(statement, scope, opts);
      if (problem) problems.push({ ...positionOf(statement), ...problem });
    }
  }
  return { scope, problems };
}

function positionOf(node: EstreeNode): { line: number; column: number } {
  const start = node.loc?.start;
  return start ? { line: start.line, column: start.column + 1 } : { line: 1, column: 1 };
}

/**
 * Where the file is; how to read a file it imports as text (`!!raw-loader!`); how to find the
 * file of an imported component (with its extension), when the caller can look at the disk.
 */
interface ScopeOptions {
  file: string;
  siteDir?: string;
  readFile?: (file: string) => string | undefined;
  resolveModule?: (path: string) => string | undefined;
  /** The file an npm package's component comes from, as Node resolves `spec` from `file`; undefined when it is not installed. */
  resolvePackage?: (spec: string, file: string) => string | undefined;
  /** Compiles a CSS module (class names and stylesheet); throws with the CSS problem. */
  cssModule?: (file: string) => CssModule;
}

function addStatement(statement: Statement | ModuleDeclaration, scope: MdxScope, opts: ScopeOptions):
  { message: string; hint: string } | null {
  if (statement.type === 'ImportDeclaration') {
    const spec = String(statement.source.value);
    if (statement.specifiers.length === 0) {
      return {
        message: `MDX: \`import '${spec}'\` imports nothing by name; opdocs does not load side-effect imports`,
        hint: spec.endsWith('.css') ? 'list the stylesheet in "customCss" in site.config.json instead' : 'remove the line, or import a component by name',
      };
    }
    const raw = /^!!?raw-loader!(.+)$/.exec(spec);
    if (raw) return bindRawText(statement, raw[1], scope, opts);
    let source = resolveImportSource(spec, opts.file, opts.siteDir);
    // A component from an installed package is named by its file, like the site's own (the bundles import it).
    if (source.kind === 'package' && !/\.css$/i.test(spec)) {
      const found = opts.resolvePackage?.(spec, opts.file);
      if (found) source = { kind: 'file', file: found };
    }
    if (source.kind === 'file' && /\.css$/i.test(source.file)) return bindStylesheet(statement, spec, source.file, scope, opts);
    if (source.kind === 'file' && opts.resolveModule && !IMAGE.test(source.file) && !/\.mdx?$/i.test(source.file) && !/[\\/]node_modules[\\/]/.test(source.file)) {
      const found = opts.resolveModule(source.file);
      if (!found) {
        for (const s of statement.specifiers) scope.components.set(s.local.name, { kind: 'unsupported', why: '', hint: '', reported: true });
        return {
          message: `MDX: cannot find the component file '${spec}' (looked for ${source.file} with .tsx, .ts, .jsx or .js, and its index file)`,
          hint: 'fix the path: relative imports start from this file\'s folder, `@site/` from the site folder',
        };
      }
      source = { kind: 'file', file: found };
    }
    for (const s of statement.specifiers) {
      const imported = s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value))
        : s.type === 'ImportDefaultSpecifier' ? 'default' : '*';
      bindImport({ local: s.local.name, imported, spec, source, scope, file: opts.file, siteDir: opts.siteDir });
    }
    return null;
  }
  if (statement.type === 'ExportDefaultDeclaration') {
    return { message: 'MDX: `export default` (a layout around the page) is not supported', hint: 'remove it; the theme lays out every page' };
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
    const decl = statement.declaration;
    if (decl.type === 'VariableDeclaration') {
      for (const d of decl.declarations) {
        if (d.id.type !== 'Identifier') continue;
        bindLocal(d.id.name, d.init ?? null, scope, opts.file);
      }
    } else if (decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') {
      if (decl.id) bindLocal(decl.id.name, decl, scope, opts.file);
    }
  }
  return null;
}

/** `import code from '!!raw-loader!./x.js'`: the file's text, for `<CodeBlock>{code}</CodeBlock>`. */
function bindRawText(statement: Extract<Statement | ModuleDeclaration, { type: 'ImportDeclaration' }>, spec: string, scope: MdxScope, opts: ScopeOptions):
  { message: string; hint: string } | null {
  const source = resolveImportSource(spec, opts.file, opts.siteDir);
  const text = source.kind === 'file' ? opts.readFile?.(source.file) : undefined;
  // An unreadable file is reported once, here; its uses render empty rather than repeat it.
  for (const s of statement.specifiers) scope.bindings.set(s.local.name, { kind: 'value', value: text ?? '' });
  if (text !== undefined) return null;
  return { message: `MDX: cannot read '${String(statement.source.value)}' imported as text`, hint: 'fix the path; it is relative to this file (or starts with @site/)' };
}

function bindLocal(name: string, init: EstreeNode | null, scope: MdxScope, file: string): void {
  const value = init ? evaluateStatic(init, scope) : { ok: true as const, value: undefined };
  if (value.ok) {
    scope.bindings.set(name, { kind: 'value', value: value.value });
    return;
  }
  const why = `\`${name}\`, defined in this MDX file as ${value.why}, which opdocs does not run`;
  scope.bindings.set(name, { kind: 'other', why });
  // A component the file defines renders through the bundles, which import the file's own code.
  if (/^[A-Z]/.test(name) && init && isComponentLike(init)) {
    scope.components.set(name, { kind: 'file', file: file + MDX_ESM_SUFFIX, exportName: name });
    return;
  }
  scope.components.set(name, { kind: 'unsupported', why: `<${name}> is defined in this MDX file; opdocs does not run code written in MDX`, hint: moveHint(name) });
}

/** A function, a class, or a call making one (`styled.div\`…\``, `memo(…)`): what a component is written as. */
const isComponentLike = (node: EstreeNode): boolean =>
  ['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassDeclaration', 'ClassExpression', 'CallExpression', 'TaggedTemplateExpression'].includes(node.type);

/** `import styles from './x.module.css'`: `styles.name` is the class name as shipped. */
function bindStylesheet(statement: ImportDeclaration, spec: string, file: string, scope: MdxScope, opts: ScopeOptions):
  { message: string; hint: string } | null {
  if (!/\.module\.css$/i.test(file) || !opts.cssModule) {
    return { message: `MDX: \`${spec}\` is a global stylesheet; MDX content may import CSS modules (*.module.css) only`, hint: 'list the stylesheet in "customCss" in site.config.json instead' };
  }
  let compiled: CssModule;
  try {
    compiled = opts.cssModule(file);
  } catch (err) {
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return { message: `MDX: the CSS module '${spec}' cannot be read (${why})`, hint: 'fix the path or the CSS; relative imports start from this file\'s folder, `@site/` and `/` from the site folder' };
  }
  scope.styles.push(compiled.css);
  for (const s of statement.specifiers) scope.bindings.set(s.local.name, { kind: 'value', value: compiled.classes });
  return null;
}

function bindImport({ local, imported, spec, source, scope, file, siteDir }:
  { local: string; imported: string; spec: string; source: Source; scope: MdxScope; file: string; siteDir?: string }): void {
  const notAValue = (what: string) => scope.bindings.set(local, { kind: 'other', why: `\`${local}\`, ${what}` });
  if (source.kind === 'file') {
    if (IMAGE.test(source.file) && imported === 'default') {
      // Image paths resolve from the Markdown file, as in `![](…)`.
      const fromHere = relative(dirname(file), source.file).split('\\').join('/');
      scope.bindings.set(local, { kind: 'asset', spec: fromHere.startsWith('.') ? fromHere : `./${fromHere}` });
      scope.components.set(local, { kind: 'unsupported', why: `<${local}> is an image file ('${spec}'), not a component`, hint: `show it with <img src={${local}} alt="…" />` });
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
    else scope.bindings.set(local, { kind: 'import', name: `import:${source.file}#${imported}` });
    return;
  }
  // `@theme/Layout`, `@docusaurus/Translate`, a swizzled `@theme/X`: what site code gets, used in MDX.
  const compat = source.kind === 'theme' && THEME_COMPONENTS.includes(source.name) ? undefined : docusaurusModuleFile(spec, siteDir);
  if (compat && (source.kind === 'theme' || source.kind === 'docusaurus') && !['Link', 'Head', 'useBaseUrl', 'BrowserOnly'].includes(source.name)) {
    scope.components.set(local, { kind: 'file', file: compat, exportName: imported });
    scope.bindings.set(local, { kind: 'import', name: `import:${compat}#${imported}` });
    return;
  }
  if (source.kind === 'theme') {
    const known = THEME_COMPONENTS.includes(source.name) && imported === 'default';
    scope.components.set(local, known ? { kind: 'theme', name: source.name } : {
      kind: 'unsupported', why: `'${spec}' is not a theme component opdocs provides`,
      hint: `the theme provides ${THEME_COMPONENTS.map((n) => `@theme/${n}`).join(', ')} (default imports); import your own components from a file, e.g. '@site/src/components/Name'`,
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
