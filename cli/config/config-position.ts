/**
 * Errors about a value of site.config.json found after validation (a missing customCss file,
 * a locale with no content): they point at the value's line and column in the file.
 */
import { readFileSync } from 'node:fs';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { OpdocsError, positionAt } from '../errors';

/** An OpdocsError at `path` (e.g. ['customCss', 0]) of the config file, or at its top when absent. */
export function configError(configFile: string, path: (string | number)[], message: string, hint?: string): OpdocsError {
  let at = { line: 1, column: 1 };
  try {
    const text = readFileSync(configFile, 'utf8');
    const node = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 } as never, path);
    if (node) at = positionAt(text, node.offset);
  } catch {
    // The file was read a moment ago; if it is gone now, the top of it is still the best place.
  }
  return new OpdocsError({ file: configFile, ...at, message, hint });
}
