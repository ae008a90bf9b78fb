/**
 * What the `import` and `export` lines of an MDX file bring into scope: components (for
 * `<Name>`) and values (for `{name}` and attributes). Resolves the aliases Docusaurus sites
 * use; pure: paths are resolved as written, the bundler finds the file's extension later.
 */
import type { ModuleDeclaration, Node as EstreeNode, Pattern, Program, Statement } from 'estree';
import { evaluateStatic, OPEN_OBJECT } from './static-value';
import { MDX_ESM_SUFFIX } from './code-module';
import { PAGE_TOC } from '../../../../runtime/islands/import-ref';
import { IMAGE, type MdxScope, type ScopeOptions, type ScopeProblem } from './scope-types';
import { addSideEffectStylesheet, bindImport, bindRawText, bindStylesheet, requireAssetSpec, resolveImportSource } from './import-bindings';
import { PACKAGE_MODULE } from './module-files';
import { bindPageExports, type PageExports } from './page-exports';
import { bindFbGate, isFbInternalEntry, usesFbPreset } from './fb-internal';
import { generatedPathHint } from '../../generated-path';

export { THEME_COMPONENTS, type ComponentRef, type MdxScope, type ScopeProblem, type SiteMdxComponents } from './scope-types';
export { resolveImportSource } from './import-bindings';

/**
 * Reads every ESM block of the file (in document order) into one scope. `page`: what
 * `frontMatter` and `contentTitle` are in this file (page-exports.ts).
 */
export function createMdxScope(opts: ScopeOptions & { programs: Program[]; baseUrl: string; page?: PageExports }): { scope: MdxScope; problems: ScopeProblem[] } {
  const scope: MdxScope = {
    components: new Map(), bindings: new Map(), baseUrl: opts.baseUrl, styles: [],
    assetSpec: (spec) => requireAssetSpec(spec, opts.file, opts.siteDir),
  };
  let fbPreset: boolean | undefined;
  scope.fbPreset = () => (fbPreset ??= usesFbPreset(opts.siteDir, opts.readFile));
  // Every MDX file can name its own headings as `toc` (a file's own `toc` export wins).
  scope.bindings.set('toc', { kind: 'value', value: { [PAGE_TOC]: true } });
  // A page's body is rendered without props (a partial's are bound per use, jsx-handlers.ts), so
  // `{props.name}` reads undefined, as in Docusaurus, instead of naming an unknown variable.
  scope.bindings.set('props', { kind: 'value', value: { [OPEN_OBJECT]: true } });
  if (opts.page) bindPageExports(scope, opts.page);
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
function addStatement(statement: Statement | ModuleDeclaration, scope: MdxScope, opts: ScopeOptions):
  { message: string; hint: string } | null {
  if (statement.type === 'ImportDeclaration') {
    const spec = String(statement.source.value);
    if (statement.specifiers.length === 0) {
      if (/\.css$/i.test(spec) && opts.stylesheet) return addSideEffectStylesheet(spec, scope, opts);
      return {
        message: `MDX: \`import '${spec}'\` imports nothing by name; opdocs does not load side-effect imports`,
        hint: spec.endsWith('.css') ? 'list the stylesheet in "customCss" in site.config.json instead' : 'remove the line, or import a component by name',
      };
    }
    if (isFbInternalEntry(spec)) {
      const rest = statement.specifiers.filter((s) => !(s.type === 'ImportSpecifier' && bindFbGate(s, scope)));
      if (rest.length === 0) return null;
      statement = { ...statement, specifiers: rest };
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
    if (source.kind === 'file' && opts.resolveModule && !IMAGE.test(source.file) && !/\.mdx?$/i.test(source.file) && !/[\\/]node_modules[\\/]/.test(source.file) && !source.file.startsWith(PACKAGE_MODULE)) {
      const found = opts.resolveModule(source.file);
      if (!found) {
        for (const s of statement.specifiers) scope.components.set(s.local.name, { kind: 'unsupported', why: '', hint: '', reported: true });
        return {
          message: `MDX: cannot find the component file '${spec}' (looked for ${source.file} with .mjs, .js, .jsx, .ts or .tsx, and its index file)`,
          hint: generatedPathHint(source.file, opts.siteDir) ?? 'fix the path: relative imports start from this file\'s folder, `@site/` from the site folder',
        };
      }
      // A file without an extension (LICENSE, /etc/passwd) would be bundled as JavaScript and
      // fail there, at a line of that file, with a hint to fix code the author never wrote.
      if (!/\.[^/\\.]+$/.test(found.replace(/^.*[/\\]/, ''))) {
        for (const s of statement.specifiers) scope.components.set(s.local.name, { kind: 'unsupported', why: '', hint: '', reported: true });
        return {
          message: `MDX: '${spec}' is ${found}, a file without an extension, so it is not a module opdocs can import`,
          hint: 'import a .js, .jsx, .ts, .tsx or .md(x) file; to show a text file\'s content, use `import text from \'!!raw-loader!<path>\'`',
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
    // As MDX compiles it: the including tag renders this component around the partial's content.
    if (opts.partial) {
      scope.layout = true;
      return null;
    }
    return { message: 'MDX: `export default` (a layout around the page) is not supported', hint: 'remove it; the theme lays out every page' };
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
    const decl = statement.declaration;
    if (decl.type === 'VariableDeclaration') {
      for (const d of decl.declarations) {
        if (d.id.type === 'Identifier') bindLocal(d.id.name, d.init ?? null, scope, opts.file);
        else for (const name of patternNames(d.id)) bindCode(name, scope, opts.file, 'a destructured value');
      }
    } else if (decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') {
      if (decl.id) bindLocal(decl.id.name, decl, scope, opts.file);
    }
  }
  return null;
}
function bindLocal(name: string, init: EstreeNode | null, scope: MdxScope, file: string): void {
  const value = init ? evaluateStatic(init, scope) : { ok: true as const, value: undefined };
  if (value.ok) {
    scope.bindings.set(name, { kind: 'value', value: value.value });
    // React cannot render `<Version />` when Version is a string or a number: say so, rather than "not imported".
    if (/^[A-Z]/.test(name)) {
      scope.components.set(name, { kind: 'unsupported', why: `<${name}> is not a component: \`${name}\`, exported by this file, is ${describe(value.value)}`,
        hint: `write {${name}} to show its value, or export a component: \`export const ${name} = () => <span>…</span>;\`` });
    }
    return;
  }
  bindCode(name, scope, file, value.why);
}

/**
 * A name the file exports whose value only its code module knows. `<Name>` then renders what
 * that module exports (a component, or an object holding some for `<Name.Part>`), as MDX does
 * with any name in scope; the value is the file's own, so it is never "not imported".
 */
function bindCode(name: string, scope: MdxScope, file: string, what: string): void {
  scope.bindings.set(name, { kind: 'other', why: `\`${name}\`, defined in this MDX file as ${what}, which opdocs does not run` });
  scope.components.set(name, { kind: 'file', file: file + MDX_ESM_SUFFIX, exportName: name });
}

/** The names a destructuring pattern (`{ A, b: B }`, `[x, ...rest]`) binds. */
function patternNames(pattern: Pattern): string[] {
  if (pattern.type === 'Identifier') return [pattern.name];
  if (pattern.type === 'ObjectPattern') return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
  if (pattern.type === 'ArrayPattern') return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
  if (pattern.type === 'RestElement') return patternNames(pattern.argument);
  if (pattern.type === 'AssignmentPattern') return patternNames(pattern.left);
  return [];
}

const describe = (value: unknown): string =>
  typeof value === 'string' ? `the string ${JSON.stringify(value.length > 30 ? `${value.slice(0, 29)}…` : value)}`
    : value === null || value === undefined || typeof value !== 'object' ? `${typeof value === 'number' ? 'the number ' : ''}${String(value)}` : 'an object';
