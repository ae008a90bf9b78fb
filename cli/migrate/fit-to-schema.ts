/**
 * What migrate writes must pass the site config schema: each value the schema refuses is left
 * out of site.config.json, with a note naming it as the Docusaurus config wrote it (its list
 * indexes as there) and the line of docusaurus.config.* that sets it.
 */
import { readFileSync } from 'node:fs';
import { siteConfigSchema } from '../config/schema.js';
import { OpdocsError } from '../errors.js';
import type { MigrateNote } from './map-config.js';
import { innermostTypeNote } from './unknown-type.js';
import { scriptKeyOffset } from '../config/script-key-place.js';

type Path = (string | number)[];

/**
 * For each list fitToSchema shortened, the index each remaining entry had in the Docusaurus
 * config: notes must name `footer.links[2]`, not the place it moved to after an earlier removal.
 */
type Origins = WeakMap<unknown[], number[]>;

/** `navbar.items[3].label`, with each list index as it was in the Docusaurus config. */
function formatOriginalPath(root: unknown, path: Path, origins: Origins): string {
  let node = root;
  let out = '';
  for (const seg of path) {
    const index = typeof seg === 'number' && Array.isArray(node) ? origins.get(node)?.[seg] ?? seg : seg;
    out += typeof index === 'number' ? `[${index}]` : `.${index}`;
    node = (node as Record<string | number, unknown> | null | undefined)?.[seg];
  }
  return out.replace(/^\./, '');
}

/** Removes the innermost list entry on `path`, else its last key; returns what it removed, or null when nothing is left to remove. */
function prune(root: Record<string, unknown>, path: Path, origins: Origins): string | null {
  const lastIndex = path.findLastIndex((seg) => typeof seg === 'number');
  const target = lastIndex >= 0 ? path.slice(0, lastIndex + 1) : path;
  if (!target.length) return null;
  let parent: unknown = root;
  for (const seg of target.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[seg];
  const key = target[target.length - 1];
  const removed = formatOriginalPath(root, target, origins);
  if (Array.isArray(parent) && typeof key === 'number') {
    const indices = origins.get(parent) ?? parent.map((_, i) => i);
    indices.splice(key, 1);
    origins.set(parent, indices);
    parent.splice(key, 1);
  } else if (parent && typeof parent === 'object' && key in parent) delete (parent as Record<string | number, unknown>)[key];
  else return null;
  return removed;
}

const valueAt = (root: unknown, path: PropertyKey[]) => path.reduce<unknown>((node, seg) => (node as Record<PropertyKey, unknown> | null | undefined)?.[seg], root);

type Issue = { code: string; path: PropertyKey[]; message: string; keys?: string[]; errors?: Issue[][] };

/**
 * A union's failure, as the branch that got furthest sees it, with the union's own path in
 * front: one bad footer link fails the union of "columns" and "links" at `footer.links`, and
 * leaving out that one link beats leaving out the whole list.
 */
function deepestIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return issue;
  const firsts = issue.errors.map((branch) => branch[0]).filter((i): i is Issue => !!i);
  if (!firsts.length) return issue;
  const best = firsts.reduce((a, b) => (b.path.length > a.path.length ? b : a));
  return deepestIssue({ ...best, path: [...issue.path, ...best.path] });
}

/** Leaves out what our schema refuses (each with a note) until the config validates. */
export function fitToSchema(config: Record<string, unknown>, notes: MigrateNote[], source?: string): void {
  const origins: Origins = new WeakMap();
  for (let round = 0; round < 20; round++) {
    const result = siteConfigSchema.safeParse(config);
    if (result.success) return;
    const first = result.error.issues[0] as Issue;
    const issue = deepestIssue(first);
    // Keys our schema does not know go alone; the object that held them (a navbar item) stays.
    if (issue.code === 'unrecognized_keys') {
      let holder: unknown = config;
      for (const seg of issue.path) holder = (holder as Record<string | number, unknown>)?.[seg as string | number];
      if (holder && typeof holder === 'object') {
        for (const k of issue.keys ?? []) delete (holder as Record<string, unknown>)[k];
        const at = formatOriginalPath(config, issue.path as Path, origins);
        notes.push({ key: at || 'config', what: `left out ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')}: opdocs has no such key here` });
        continue;
      }
    }
    const typeNote = innermostTypeNote(first, (path) => valueAt(config, path as Path));
    const key = prune(config, issue.path as Path, origins);
    const dropped = !key && issue.code === 'invalid_type' ? notes.find((n) => n.key === issue.path.join('.')) : undefined;
    if (dropped) {
      // A required key left out in an earlier round (`url: 'not a url'`) is not "unset": say what was wrong with it.
      throw new OpdocsError({
        ...(source ? keyPlace(source, issue.path) : {}),
        message: `docusaurus.config's ${dropped.key} cannot be used: ${dropped.what.replace(/^left out: /, '')}`,
        hint: `fix ${dropped.key} in docusaurus.config (Docusaurus requires it too), and run opdocs again`,
      });
    }
    if (!key && issue.code === 'invalid_type' && valueAt(config, issue.path) === undefined) {
      // Typically `url: process.env.SITE_URL || ''` with the variable unset: say so, not "received undefined".
      throw new OpdocsError({
        ...(source ? keyPlace(source, issue.path) : {}),
        message: `docusaurus.config gives no ${issue.path.join('.')} (it is unset or empty)`,
        hint: `set ${issue.path.join('.')} in docusaurus.config, or the environment variable it reads (Docusaurus requires it too), and run opdocs again`,
      });
    }
    if (!key) {
      // What was left out of the same section earlier is often the cause (a locale code that is
      // no language tag, left out of `locales`, leaves `defaultLocale` naming nothing).
      const section = String(issue.path[0] ?? '');
      const earlier = notes.filter((n) => section && (n.key === section || n.key.startsWith(`${section}.`)));
      throw new OpdocsError({
        ...(source ? { file: source } : {}),
        message: `the migrated config is invalid at ${issue.path.join('.') || 'its root'}: ${issue.message}`,
        hint: earlier.length
          ? `it follows from what was left out before: ${earlier.map((n) => `${n.key}: ${n.what}`).join('; ')}; fix that in docusaurus.config and run opdocs again`
          : 'set that key in docusaurus.config by hand, or report it',
      });
    }
    notes.push(typeNote ? { key, what: typeNote } : { key, what: `left out: ${issue.message}`, invalid: true });
  }
}

/** The config file, and the line where it writes the key when a search finds it (script-key-place.ts). */
function keyPlace(file: string, path: PropertyKey[]): { file: string; line?: number } {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { file };
  }
  const at = scriptKeyOffset(text, path);
  return at === undefined ? { file } : { file, line: text.slice(0, at).split('\n').length };
}
