/**
 * Reads site.config.json, parses it keeping positions, checks it against the zod schema
 * (schema.ts) and resolves it into a SiteConfig. Every problem is collected; when only some
 * keys are wrong, a config with those keys at their defaults is still returned, so the
 * content's errors can be reported in the same run.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseTree, type ParseError } from 'jsonc-parser';
import { OpdocsError, OpdocsErrors, positionAt } from '../errors.js';
import { fsFailure } from '../fs-failure.js';
import { decodeUtf8 } from '../pipeline/check/source-text.js';
import { findTooDeep, MAX_JSON_DEPTH, readJsonTree } from './json-source.js';
import { jsonSyntaxError } from './json-syntax.js';
import { checkWithSchema, problemToError, type IssueSource } from './schema-errors.js';
import { parseWithout } from './schema-fallback.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { loadDocusaurusInPlace, staleDocusaurusNote } from './docusaurus-in-place.js';
import { DOCUSAURUS_CONFIG_NAMES } from './docusaurus-names.js';


/** File name of the config inside the site folder. */
export const CONFIG_FILE_NAME = 'site.config.json';

/** A config and what is wrong with it. `config` is absent only when nothing usable could be read. */
export interface LoadedConfig {
  config?: SiteConfig;
  errors: OpdocsError[];
  /** Something the user should know about where the config came from (docusaurus-in-place.ts). */
  note?: string;
}

/** Reads and resolves `<siteDir>/site.config.json`; throws OpdocsErrors listing every problem. */
export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const { config, errors } = await loadConfigWithErrors(siteDir);
  if (errors.length || !config) throw new OpdocsErrors(errors);
  return config;
}

/**
 * Reads and resolves `<siteDir>/site.config.json`; user errors are returned, not thrown, next to
 * a config with the wrong keys at their defaults, so the build can check the content as well.
 */
export async function loadConfigWithErrors(siteDir: string): Promise<LoadedConfig> {
  const file = join(resolve(siteDir), CONFIG_FILE_NAME);
  let text: string;
  let mtimeMs: number;
  try {
    // Only a regular file is read: reading a named pipe would wait for a writer forever.
    const info = await stat(file);
    if (!info.isFile()) {
      return { errors: [new OpdocsError({
        file, message: `${CONFIG_FILE_NAME} is ${info.isDirectory() ? 'a folder' : 'not a regular file (a named pipe or device)'}`,
        hint: `make ${CONFIG_FILE_NAME} a JSON file holding the site's settings`,
      })] };
    }
    const bytes = await readFile(file);
    // Latin-1 or UTF-16 would otherwise turn into U+FFFD in the title, navbar and footer unseen.
    const problems: OpdocsError[] = [];
    decodeUtf8(file, bytes, problems);
    const fatal = problems.filter((p) => !p.unchecked);
    if (fatal.length) return { errors: fatal };
    // A NUL is left for the JSON parser, which names its place.
    text = bytes.toString('utf8');
    mtimeMs = info.mtimeMs;
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') {
      return { errors: [new OpdocsError({ file: dirname(file), message: 'is a file, not a site folder', hint: 'pass the folder that holds site.config.json, or nothing when you are in it' })] };
    }
    const missing = code === 'ENOENT';
    const docusaurus = missing && DOCUSAURUS_CONFIG_NAMES.some((n) => existsSync(join(dirname(file), n)));
    if (docusaurus) return loadDocusaurusInPlace(dirname(file), (text, from) => readConfig(text, from));
    const failure = missing ? undefined : fsFailure(cause, file, false);
    return { errors: [failure ?? new OpdocsError({
      file,
      message: missing ? `cannot find ${CONFIG_FILE_NAME}` : `cannot read ${CONFIG_FILE_NAME}`,
      hint: missing ? siteBelowHint(dirname(file)) ?? 'run opdocs in the site folder, or pass that folder as the argument' : undefined,
      cause,
    })] };
  }
  const note = staleDocusaurusNote(dirname(file), mtimeMs);
  return { ...readConfig(text, file), ...(note ? { note } : {}) };
}

/** Folders of a repository that usually hold its site (`website/` beside a project's code). */
const SITE_SUBFOLDERS = ['website', 'docs', 'site', 'documentation', 'www', 'dev-docs'];

/**
 * For a folder with no config: the subfolder one level down that holds a site.config.json or a
 * docusaurus.config.*, named with the command that builds it.
 */
function siteBelowHint(dir: string): string | undefined {
  for (const sub of SITE_SUBFOLDERS) {
    const name = [CONFIG_FILE_NAME, ...DOCUSAURUS_CONFIG_NAMES].find((n) => existsSync(join(dir, sub, n)));
    if (name) return `the site is in ${sub}/ (it holds ${name}): pass that folder as the argument, or run opdocs there`;
  }
  return undefined;
}

/** Like readConfig, but throws OpdocsErrors on any problem. */
export function parseConfig(text: string, file: string, env: Record<string, string | undefined> = process.env): SiteConfig {
  const { config, errors } = readConfig(text, file, env);
  if (errors.length || !config) throw new OpdocsErrors(errors);
  return config;
}

/**
 * Parses, checks and resolves config text. `file` (made absolute) is used in errors and as
 * `configFile`; its folder becomes `siteDir`. `env` supplies `${NAME}` values (default process.env).
 */
export function readConfig(text: string, file: string, env: Record<string, string | undefined> = process.env): LoadedConfig {
  const configFile = resolve(file);
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tooDeep = findTooDeep(source);
  if (tooDeep !== -1) {
    return { errors: [new OpdocsError({
      file: configFile, ...positionAt(source, tooDeep),
      message: `${CONFIG_FILE_NAME} nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
      hint: 'a site config needs only a few levels; look for a long run of "[" or "{" here',
    })] };
  }
  const parseErrors: ParseError[] = [];
  const root = parseTree(source, parseErrors, { allowTrailingComma: false, disallowComments: true });
  if (parseErrors.length) return { errors: [jsonSyntaxError({ text: source, file: configFile, error: parseErrors[0] })] };
  if (!root || root.type !== 'object') {
    return { errors: [new OpdocsError({
      file: configFile, line: 1, column: 1,
      message: `${CONFIG_FILE_NAME} must hold one JSON object`,
      hint: 'start from {"title": "My Site", "url": "https://example.com"}',
    })] };
  }
  const json = readJsonTree(root, source, env);
  const issueSource: IssueSource = {
    file: configFile, syntax: 'json', locate: json.locate,
    explainMissing(path) {
      const name = json.envAbsent.get(JSON.stringify(path));
      return name === undefined ? undefined : {
        path, message: 'missing required key', hint: `environment variable ${name} is not set; set it, or write the value itself`,
      };
    },
  };
  const paths = { siteDir: dirname(configFile), configFile };
  const errors = json.problems.map((p) => problemToError(p, issueSource));
  const reported = new Set(json.problems.map((p) => JSON.stringify(p.path)));
  const { data, problems } = checkWithSchema(siteConfigSchema, json.value, issueSource, true);
  if (data) return { config: { ...paths, ...data }, errors };
  const fresh = problems.filter((p) => !reported.has(JSON.stringify(p.path)));
  errors.push(...fresh.map((p) => p.error));
  const fallback = parseWithout(siteConfigSchema, json.value, fresh.map((p) => p.path));
  return { config: fallback && { ...paths, ...fallback }, errors };
}
