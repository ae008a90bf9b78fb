/**
 * Errors about a value of site.config.json found after validation (a missing customCss file,
 * a locale with no content): they point at the value's line and column in the file, or, for a
 * docusaurus.config.* built in place, at the line that writes its key.
 */
import { readFileSync, statSync } from 'node:fs';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { createLineIndex, OpdocsError, type BrokenKind } from '../errors';
import { scriptKeyOffset } from './script-key-place.js';

type Position = { line: number; column: number };

/**
 * Positions in the config file, for any number of lookups: a path absent from the file (or a
 * file gone since it was read) is placed at its top. The file is parsed at the first lookup,
 * and once per version of it (see locatorOf): every watch rebuild asks for a locator, and
 * parsing TyKO's config each time took a tenth of a rebuild.
 */
export function createConfigLocator(configFile: string): (path: (string | number)[]) => Position {
  let locate: ((path: (string | number)[]) => Position) | undefined;
  return (path) => (locate ??= locatorOf(configFile))(path);
}

/** Positions in the config file as it is now, read and parsed once. */
function parseLocator(configFile: string): (path: (string | number)[]) => Position {
  const json = /\.jsonc?$/i.test(configFile);
  let text = '';
  let tree: ReturnType<typeof parseTree>;
  try {
    text = readFileSync(configFile, 'utf8');
    if (json) tree = parseTree(text);
  } catch {
    // The file was read a moment ago; if it is gone now, the top of it is still the best place.
  }
  // Lines are found once: thousands of redirects each placed by a scan from the top took minutes.
  const lines = createLineIndex(text);
  // A docusaurus.config.* built in place is code: its keys are found by a search.
  if (!json) {
    return (path) => {
      const at = scriptKeyOffset(text, path);
      return at === undefined ? { line: 1, column: 1 } : lines.position(at);
    };
  }
  return (path) => {
    const node = tree && findNodeAtLocation(tree, path);
    return node ? lines.position(node.offset) : { line: 1, column: 1 };
  };
}

let recent: { file: string; stamp: string; locate: (path: (string | number)[]) => Position } | undefined;

/** The locator of `configFile`, parsed again only when the file changed since the last call. */
function locatorOf(configFile: string): (path: (string | number)[]) => Position {
  let stamp = '';
  try {
    const info = statSync(configFile);
    stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
  } catch {
    // Gone: a fresh locator places everything at the top.
  }
  if (!recent || recent.file !== configFile || recent.stamp !== stamp || !stamp) {
    recent = { file: configFile, stamp, locate: parseLocator(configFile) };
  }
  return recent.locate;
}

/** The line and column of the value at `path` in the config file (its top when absent). */
export const configPosition = (configFile: string, path: (string | number)[]): Position => locatorOf(configFile)(path);

/** An OpdocsError at `path` (e.g. ['customCss', 0]) of the config file, or at its top when absent. */
export function configError(configFile: string, path: (string | number)[], message: string, hint?: string, kind?: BrokenKind): OpdocsError {
  return new OpdocsError({ file: configFile, ...locatorOf(configFile)(path), message, hint, kind });
}
