/**
 * A Docusaurus site's global MDX components: `src/theme/MDXComponents` (swizzled) exports an
 * object of components every MDX file may use without an import, usually the theme's own
 * (`...MDXComponents` from `@theme-original/MDXComponents`) plus the site's. The names are read
 * from the object literal it exports, so an MDX file naming a component that exists nowhere
 * still fails at its line; when the export is not a literal, every capitalized name is taken
 * to be provided, and a missing one fails when its page renders.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { esbuild } from '../../bundle/esbuild-api.js';
import type { Expression, ModuleDeclaration, Program, Statement } from 'estree';
import { findSwizzled } from '../../bundle/docusaurus-modules.js';
import type { SiteMdxComponents } from '../parse/mdx/mdx-scope.js';

/** The site's global MDX components, or null when it has no `src/theme/MDXComponents`. */
export function findSiteMdxComponents(siteDir: string): SiteMdxComponents | null {
  const file = findSwizzled('MDXComponents', siteDir);
  if (!file) return null;
  return { file, rel: relative(siteDir, file).split('\\').join('/'), names: readExportedNames(file) };
}

/**
 * Keys of the object the file default-exports, or null when they cannot be read without running
 * it. A spread of the theme's own map (imported from a module named `…/<theme>`, MDXComponents
 * by default) adds keys the theme knows already; a spread of a local object literal adds its keys.
 */
export function readExportedNames(file: string, theme = 'MDXComponents'): string[] | null {
  try {
    const loader = file.endsWith('.ts') ? 'ts' : file.endsWith('.tsx') ? 'tsx' : 'jsx';
    const { code } = esbuild().transformSync(readFileSync(file, 'utf8'), { loader, format: 'esm', logLevel: 'silent' });
    // Loaded here, not at start-up: only a site with its own MDXComponents needs the JS parser.
    const { parse } = createRequire(import.meta.url)('acorn') as typeof import('acorn');
    const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
    return objectKeys(program, defaultExport(program), theme, 0);
  } catch {
    return null;
  }
}

/** The keys of `object` (a local's name followed through a few hops), or null when running it is the only way to know them. */
function objectKeys(program: Program, object: Expression | null, theme: string, depth: number): string[] | null {
  // `export default all` where `const all = { … }`, through a few such names.
  for (let hops = 0; object?.type === 'Identifier' && hops < 4; hops++) object = initOf(program, object.name);
  if (object?.type !== 'ObjectExpression' || depth > 4) return null;
  const names: string[] = [];
  for (const prop of object.properties) {
    if (prop.type === 'SpreadElement') {
      if (prop.argument.type === 'Identifier' && importedFrom(program, prop.argument.name)?.endsWith(`/${theme}`)) continue;
      // `...mafs` (a package's components): names known only by running it.
      const inner = prop.argument.type === 'Identifier' && !importedFrom(program, prop.argument.name) ? objectKeys(program, prop.argument, theme, depth + 1) : null;
      if (!inner) return null;
      names.push(...inner);
      continue;
    }
    if (prop.computed) continue;
    if (prop.key.type === 'Identifier') names.push(prop.key.name);
    else if (prop.key.type === 'Literal' && typeof prop.key.value === 'string') names.push(prop.key.value);
  }
  return names;
}

/** What the module exports as default: an expression, or the identifier of a local it exports so (esbuild writes `export { x as default }`). */
function defaultExport(program: Program): Expression | null {
  for (const s of program.body as (Statement | ModuleDeclaration)[]) {
    if (s.type === 'ExportDefaultDeclaration' && s.declaration.type !== 'FunctionDeclaration' && s.declaration.type !== 'ClassDeclaration') {
      return s.declaration as Expression;
    }
    if (s.type === 'ExportNamedDeclaration' && !s.source) {
      const spec = s.specifiers.find((x) => (x.exported.type === 'Identifier' ? x.exported.name : x.exported.value) === 'default');
      if (spec && spec.local.type === 'Identifier') return spec.local;
    }
  }
  return null;
}

/** The module `name` is imported from, if it is an import. */
function importedFrom(program: Program, name: string): string | undefined {
  for (const s of program.body) {
    if (s.type === 'ImportDeclaration' && s.specifiers.some((x) => x.local.name === name)) return String(s.source.value);
  }
  return undefined;
}

function initOf(program: Program, name: string): Expression | null {
  for (const s of program.body) {
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations) if (d.id.type === 'Identifier' && d.id.name === name) return d.init ?? null;
  }
  return null;
}
