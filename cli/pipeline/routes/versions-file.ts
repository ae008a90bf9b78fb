/**
 * A docs instance's `versions.json` and its `versioned_docs/` folders, read and checked: the
 * released version names with the position of each entry, and what the two disagree on.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { OpdocsError, positionAt, type OpdocsWarning } from '../../errors.js';
import { parseJsonFile, readJsonText } from '../../config/json-syntax.js';

/** The docs folder's own version. */
export const CURRENT = 'current';

export type Position = { line: number; column: number };

/**
 * `versions.json` beside the docs (in the content folder): the released versions with the
 * position of each entry, or an error naming the file.
 */
export function readVersionsFile(file: string): { names: string[]; at: Map<string, Position>; error?: OpdocsError; currentAt?: number } {
  const at = new Map<string, Position>();
  if (!existsSync(file)) return { names: [], at };
  const read = readJsonText(file, readFileSync(file));
  if ('error' in read) return { names: [], at, error: read.error };
  const { text } = read;
  const parsed = parseJsonFile({ text, file, what: 'versions.json', hint: 'it must be an array of version names, newest first, e.g. ["2.0", "1.0"]' });
  if ('error' in parsed) return { names: [], at, error: parsed.error };
  const { value, tree } = parsed;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) {
    const wrong = Array.isArray(value) ? value.findIndex((v) => typeof v !== 'string' || v === '') : -1;
    const offset = (wrong === -1 ? tree.offset : tree.children?.[wrong]?.offset) ?? 0;
    return { names: [], at, error: new OpdocsError({
      file, ...positionAt(text.replace(/^\uFEFF/, ''), offset),
      message: wrong === -1 ? 'versions.json must be an array of version names' : `versions.json: entry ${wrong + 1} is ${JSON.stringify((value as unknown[])[wrong])}, not a version name`,
      hint: 'e.g. ["2.0", "1.0"], newest first',
    }) };
  }
  // A name becomes a folder (`version-<name>`) and a URL segment: a slash or a ".." part would
  // read docs from elsewhere on the disk and publish them under a path nobody chose.
  const bad = (value as string[]).findIndex((v) => /[/\\]/.test(v) || /^\.\.?$/.test(v));
  if (bad !== -1) {
    return { names: [], at, error: new OpdocsError({
      file, ...positionAt(text.replace(/^\uFEFF/, ''), tree.children?.[bad]?.offset ?? 0),
      message: `versions.json: version name ${JSON.stringify(value[bad])} ${/^\.\.?$/.test(value[bad] as string) ? 'is a "." or ".." path part' : 'contains a slash'}, but each name is one folder name (version-<name>) and one URL segment`,
      hint: 'name the version without slashes, e.g. "2.0" or "2.0-beta", and rename its folder under versioned_docs to match',
    }) };
  }
  const body = text.replace(/^\uFEFF/, '');
  (value as string[]).forEach((name, i) => {
    if (!at.has(name)) at.set(name, positionAt(body, tree.children?.[i]?.offset ?? 0));
  });
  // "current" is the docs folder itself, whether or not the file names it; named, it places that
  // version in the list (Docusaurus puts it first only when the file leaves it out).
  const names = [...new Set(value as string[])];
  const currentAt = names.indexOf(CURRENT);
  return { names: names.filter((v) => v !== CURRENT), at, ...(currentAt === -1 ? {} : { currentAt }) };
}

/**
 * What versions.json and versioned_docs/ disagree on that would otherwise pass without a word:
 * a `version-current` folder (an entry "current" is the docs folder's own version, so a release
 * of that name is never read) and a `version-<name>` folder no entry names (its docs are not
 * published). An entry "current" alone is Docusaurus' way to place that version in the list.
 */
export function unlistedVersions(read: ReturnType<typeof readVersionsFile>, files: { versionsFile: string; releasesDir: string; siteDir: string }): OpdocsWarning[] {
  const warnings: OpdocsWarning[] = [];
  const shown = (path: string) => relative(files.siteDir, path);
  const named = read.at.get(CURRENT);
  const folder = join(files.releasesDir, `version-${CURRENT}`);
  if (named && existsSync(folder)) {
    warnings.push({ level: 'warn', error: new OpdocsError({
      file: files.versionsFile, ...named,
      message: `versions.json names "current", which is the docs folder's own version, not a release, so ${shown(folder)} is not published`,
      hint: 'to publish that release, give it a name of its own (e.g. "1.0") here and in its versioned_docs folder',
    }) });
  }
  if (read.error || !existsSync(files.releasesDir)) return warnings;
  let entries: string[];
  try {
    entries = readdirSync(files.releasesDir);
  } catch {
    return warnings;
  }
  const unlisted = entries.sort().filter((entry) => {
    const name = /^version-(.+)$/.exec(entry)?.[1];
    return name !== undefined && name !== CURRENT && !read.at.has(name);
  });
  if (unlisted.length === 1) {
    const [entry] = unlisted;
    warnings.push({ level: 'warn', error: new OpdocsError({
      file: join(files.releasesDir, entry),
      message: `${shown(join(files.releasesDir, entry))} is not listed in ${shown(files.versionsFile)}, so its docs are not published`,
      hint: `add "${entry.slice('version-'.length)}" to ${shown(files.versionsFile)} (newest first), or remove the folder`,
    }) });
  } else if (unlisted.length > 1) {
    // Old releases a site stopped listing are often many: one warning, not a screenful.
    const names = unlisted.length > 6 ? [...unlisted.slice(0, 3), '…', ...unlisted.slice(-2)] : unlisted;
    warnings.push({ level: 'warn', error: new OpdocsError({
      file: files.releasesDir,
      message: `${unlisted.length} folders of ${shown(files.releasesDir)} are not listed in ${shown(files.versionsFile)} (${names.join(', ')}), so their docs are not published`,
      hint: `add the versions to publish to ${shown(files.versionsFile)} (newest first), or remove their folders`,
    }) });
  }
  return warnings;
}
