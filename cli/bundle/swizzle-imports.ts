/**
 * The named imports a swizzled component takes from one of opdocs' Docusaurus stand-ins
 * (theme/compat/), checked against what the stand-in exports: a swizzle importing a name opdocs
 * lacks would fail every build with esbuild's "No matching export", where Docusaurus' own
 * theme would have drawn the place, so it is left out and `migrate` names the import instead.
 */
import { join, sep } from 'node:path';
import { THEME_DIR } from './paths.js';
import { compatExports } from './user-errors.js';
import { esbuild } from './esbuild-api.js';

const COMPAT_DIR = join(THEME_DIR, 'compat') + sep;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The names `text` imports from `spec` in braces (`import X, { a, b as c, type D } from 'spec'`), types aside. */
export function namedImportsOf(text: string, spec: string): string[] {
  const pattern = new RegExp(`\\bimport\\s+(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${escape(spec)}['"]`, 'g');
  const names: string[] = [];
  for (const [, list] of text.matchAll(pattern)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].trim();
      if (name && !/^type\s/.test(name) && name !== 'default') names.push(name);
    }
  }
  return names;
}

/**
 * Each name `text` imports from `spec` that `file` (what the bundle resolves `spec` to) does not
 * export, as "name from spec"; none when `file` is no stand-in of opdocs' (a site's own swizzle).
 */
export function missingExports(text: string, spec: string, file: string | undefined): string[] {
  if (!file || !file.startsWith(COMPAT_DIR)) return [];
  const wanted = namedImportsOf(text, spec);
  if (wanted.length === 0) return [];
  const exported = new Set(compatExports(file));
  return wanted.filter((name) => !exported.has(name)).map((name) => `${name} from ${spec}`);
}

/**
 * `text` (a TypeScript file's) without its imports whose bindings are used only as types
 * (`ComponentProps<typeof OriginalDocItem>`): esbuild drops such an import from a TypeScript
 * file before resolving it, so what it names need not exist.
 */
export function withoutTypeOnlyImports(text: string): string {
  return text.replace(/^[ \t]*import\s+([\w$]+|\{[^}]*\}|[\w$]+\s*,\s*\{[^}]*\})\s*from\s*['"][^'"]+['"];?[ \t]*$/gm, (line, clause: string) => {
    const names = clause.replace(/[{}]/g, '').split(',').map((part) => part.trim().split(/\s+as\s+/).pop()!.replace(/^type\s+/, '').trim()).filter(Boolean);
    const rest = text.replace(line, '');
    const onlyTypes = names.every((name) => {
      const uses = [...rest.matchAll(new RegExp(`(typeof\\s+)?(?<![\\w$.])${escape(name)}(?![\\w$])`, 'g'))];
      return uses.length > 0 && uses.every((use) => use[1]);
    });
    return onlyTypes ? '' : line;
  });
}

/**
 * A TypeScript file's code as esbuild bundles it, so its imports are those that remain: a name
 * used only in type positions (`{ items: Props[] }`) is dropped, whatever the import says. Undefined
 * when esbuild cannot read the file (the bundle then reports it).
 */
export function typeScriptValueCode(text: string, file: string): string | undefined {
  try {
    return esbuild().transformSync(text, { loader: /\.tsx$/.test(file) ? 'tsx' : 'ts', jsx: 'preserve', sourcefile: file }).code;
  } catch {
    return undefined;
  }
}
