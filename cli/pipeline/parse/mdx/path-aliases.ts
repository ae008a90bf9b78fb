/**
 * The `compilerOptions.paths` aliases of a site's tsconfig.json or jsconfig.json
 * (`"@src/*": ["src/*"]`): MDX imports use them as the site's own code does, where webpack's
 * tsconfig-paths plugin or esbuild's own tsconfig support resolves them. Only the site's own
 * file is read (not what it `extends`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';

interface Alias { prefix: string; wildcard: boolean; targets: string[] }

const cache = new Map<string, Alias[]>();

function readAliases(siteDir: string): Alias[] {
  for (const name of ['tsconfig.json', 'jsconfig.json']) {
    let text: string;
    try {
      text = readFileSync(join(siteDir, name), 'utf8');
    } catch {
      continue;
    }
    const options = (parseJsonc(text) as { compilerOptions?: { baseUrl?: unknown; paths?: unknown } } | undefined)?.compilerOptions;
    const paths = options?.paths;
    if (!paths || typeof paths !== 'object') return [];
    const base = join(siteDir, typeof options.baseUrl === 'string' ? options.baseUrl : '.');
    return Object.entries(paths as Record<string, unknown>).flatMap(([pattern, targets]) => (Array.isArray(targets)
      ? [{ prefix: pattern.replace(/\*$/, ''), wildcard: pattern.endsWith('*'), targets: targets.filter((t): t is string => typeof t === 'string').map((t) => join(base, t)) }]
      : []));
  }
  return [];
}

let pluginAliases: [string, string][] = [];

/**
 * The webpack aliases of a Docusaurus config's plugins (config/plugin-aliases.ts) for the parses
 * that follow, set per parse by parse-job.ts; longest first, as `@a/b` must win over `@a`.
 */
export function setPluginAliases(aliases: Record<string, string> | null | undefined): void {
  pluginAliases = Object.entries(aliases ?? {}).sort((a, b) => b[0].length - a[0].length);
}

/** The path `spec` stands for by the site's aliases (the first target; the bundler finds the extension), or undefined. */
export function resolvePathAlias(spec: string, siteDir: string): string | undefined {
  // As webpack's resolve.alias: the name itself, or the name and a subpath.
  for (const [alias, target] of pluginAliases) {
    if (spec === alias) return target;
    if (spec.startsWith(`${alias}/`)) return join(target, spec.slice(alias.length + 1));
  }
  let aliases = cache.get(siteDir);
  if (!aliases) cache.set(siteDir, (aliases = readAliases(siteDir)));
  for (const alias of aliases) {
    if (alias.wildcard ? !spec.startsWith(alias.prefix) : spec !== alias.prefix) continue;
    const target = alias.targets[0];
    if (target) return alias.wildcard ? target.replace(/\*$/, spec.slice(alias.prefix.length)) : target;
  }
  return undefined;
}
