/**
 * Tailwind's PostCSS plugins look for their config and the files to scan from the working
 * directory, which is the site folder under `docusaurus build` but not under `opdocs build
 * <site>` run from elsewhere: Tailwind 3 then fell back to its default config (an `@apply` of
 * the site's own class failed) and scanned nothing. So a plugin listed without options is given
 * the site folder: Tailwind 3 its config file with the `content` paths made absolute, Tailwind
 * 4's `@tailwindcss/postcss` its `base`.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

const TAILWIND_CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A content glob from the site folder (`!` kept in front); objects (`{ raw }`) and absolute paths as they are. */
function absolute(entry: unknown, siteDir: string): unknown {
  if (typeof entry !== 'string') return entry;
  const negated = entry.startsWith('!');
  const path = negated ? entry.slice(1) : entry;
  return isAbsolute(path) ? entry : `${negated ? '!' : ''}${join(siteDir, path)}`;
}

/** Tailwind 3's config with its content paths from the site folder; undefined when it cannot be read so. */
function tailwind3Config(siteDir: string, load: (name: string) => unknown): Obj | undefined {
  const file = TAILWIND_CONFIGS.map((name) => join(siteDir, name)).find((f) => existsSync(f));
  if (!file) return undefined;
  let loadConfig: unknown;
  try {
    // Tailwind 3.3 and later read JS, ES module and TypeScript configs with this.
    loadConfig = load('tailwindcss/loadConfig');
  } catch {
    return undefined;
  }
  const read = (loadConfig as { default?: unknown }).default ?? loadConfig;
  if (typeof read !== 'function') return undefined;
  const config = (read as (path: string) => unknown)(file);
  if (!isObj(config)) return undefined;
  const { content } = config;
  if (Array.isArray(content)) return { ...config, content: content.map((c) => absolute(c, siteDir)) };
  if (isObj(content) && Array.isArray(content.files)) return { ...config, content: { ...content, files: content.files.map((c) => absolute(c, siteDir)) } };
  return config;
}

/**
 * The options to create the PostCSS plugin `name` with: those written in the site's config,
 * or for a Tailwind plugin written without options, the site folder as described above.
 */
export function siteFolderOptions(name: string, options: unknown, siteDir: string, load: (name: string) => unknown): unknown {
  const unset = options === undefined || options === true || (isObj(options) && Object.keys(options).length === 0);
  if (name === 'tailwindcss' && unset) return tailwind3Config(siteDir, load) ?? options;
  if (name === '@tailwindcss/postcss' && (unset || (isObj(options) && options.base === undefined))) return { ...(isObj(options) ? options : {}), base: siteDir };
  return options;
}
