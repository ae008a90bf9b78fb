/**
 * `require(\`!!raw-loader!@site/examples/${name}\`)` in a site's script: webpack reads a require
 * whose path is a template as a "context", every file under the fixed folder its path starts
 * with, and picks one when the code runs (sites show sample files, often from Git submodules,
 * this way). esbuild leaves such a require to run as it is, and it fails. So the call is
 * rewritten to a lookup in a module that holds the text of every file of that folder, which
 * throws webpack's "Cannot find module" for a path the folder does not have.
 */
import type { OnLoadResult } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fromSiteAlias, getRawTextCandidates } from '../pipeline/parse/mdx/module-files.js';
import { isWithin } from './paths.js';

/** The namespace of the folders' modules: `opdocs-raw-context:<folder relative to the site>`. */
export const RAW_CONTEXT = 'opdocs-raw-context';
// A folder with more files than this is no folder of samples: webpack would bundle it whole too.
const MAX_FILES = 2000;

// `require(` + a template that starts with the loader, a fixed path, then at least one `${`.
const CONTEXT_REQUIRE = /require\(\s*`!{0,2}raw-loader!([^`$]*)(\$\{(?:[^`\\]|\\.)*)`\s*\)/g;

/**
 * The site script `source` (the file `file`) with each raw-loader context require rewritten;
 * the source itself when it has none. The module imports go after the last line, so lines and
 * columns of the file stay its own.
 */
export function rewriteRawTextContexts(source: string, file: string, siteDir: string): string {
  if (!source.includes('raw-loader!')) return source;
  const folders: string[] = [];
  const out = source.replace(CONTEXT_REQUIRE, (whole, fixed: string, rest: string) => {
    // The folder is the fixed part up to its last "/": "@site/code/${x}" looks in code/.
    const cut = fixed.lastIndexOf('/') + 1;
    const folderSpec = fixed.slice(0, cut);
    const folder = fromSiteAlias(folderSpec, siteDir) ?? (folderSpec.startsWith('.') ? resolve(dirname(file), folderSpec) : undefined);
    if (!folder || !(isWithin(folder, siteDir) || folder === siteDir)) return whole;
    const name = relative(siteDir, folder).split(sep).join('/');
    if (!folders.includes(name)) folders.push(name);
    // The spec as written up to the folder, for the message of a path the folder does not have.
    const template = whole.slice(whole.indexOf('`') + 1);
    const shown = template.slice(0, template.indexOf('raw-loader!') + 'raw-loader!'.length + cut);
    return `__opdocsRawContext${folders.indexOf(name)}(\`${fixed.slice(cut)}${rest}\`, ${JSON.stringify(shown)})`;
  });
  if (folders.length === 0) return source;
  const imports = folders.map((name, i) => `import __opdocsRawContext${i} from ${JSON.stringify(`${RAW_CONTEXT}:${name}`)};`);
  return `${out}\n${imports.join('\n')}\n`;
}

/**
 * Files under `dir` (relative, "/"-separated), without node_modules and hidden folders; `empty`
 * gets the folders with nothing in them (a Git submodule not checked out looks like that).
 */
function listFiles(dir: string, into: string[], empty: string[], prefix = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.length === 0 && prefix) empty.push(prefix);
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) listFiles(join(dir, entry.name), into, empty, `${prefix}${entry.name}/`);
    else if (entry.isFile()) into.push(`${prefix}${entry.name}`);
    if (into.length > MAX_FILES) break;
  }
  return into;
}

/** The module of one folder (`name` relative to the site): a function from a path in it to `{ default: text }`. */
export function loadRawTextContext(name: string, siteDir: string): OnLoadResult {
  const dir = join(siteDir, name);
  const empty: string[] = [];
  const files = statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? listFiles(dir, [], empty) : [];
  if (files.length > MAX_FILES) {
    return { errors: [{ text: `a raw-loader require names every file under ${name || 'the site folder'}/, and it holds more than ${MAX_FILES}`, notes: [{ text: 'start the path of the require with a smaller folder, the one that holds the files it reads' }] }] };
  }
  const texts: Record<string, string> = {};
  for (const file of files) texts[file] = readFileSync(join(dir, file), 'utf8');
  // webpack's context resolves a path without its extension too, in the order raw imports use.
  const extensions = getRawTextCandidates('').filter(Boolean);
  const contents = [
    `const texts = ${JSON.stringify(texts)};`,
    `const extensions = ${JSON.stringify(extensions)};`,
    `const empty = ${JSON.stringify(empty)};`,
    'export default function rawText(path, spec) {',
    "  const key = path.replace(/^\\.\\//, '');",
    '  const hit = [key, ...extensions.map((e) => key + e)].find((k) => Object.prototype.hasOwnProperty.call(texts, k));',
    '  if (hit === undefined) {',
    '    const hollow = empty.find((dir) => key.startsWith(dir));',
    `    const why = hollow ? " (" + ${JSON.stringify(name ? `${name}/` : '')} + hollow + " is empty: a Git submodule not checked out? Run git submodule update --init)" : '';`,
    "    throw new Error(\"Cannot find module '\" + spec + key + \"'\" + why);",
    '  }',
    '  return { __esModule: true, default: texts[hit] };',
    '}',
  ].join('\n');
  return { contents, loader: 'js', watchDirs: [dir], watchFiles: files.map((f) => join(dir, f)) };
}
