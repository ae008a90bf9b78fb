/**
 * Where in a site's own file an error thrown by an esbuild bundle began, found with the bundle's
 * source map: the stack only knows lines of the bundle, which the user never wrote.
 */
import { existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { resolve, sep } from 'node:path';

/** A 1-based position in one of the bundle's source files (absolute path). */
export interface BundleThrowSite {
  file: string;
  line: number;
  column: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first stack frame of `err` that lies in the bundle at `bundleUrl` (with or without a query)
 * and maps to a file on disk outside node_modules (not a virtual entry); `sourcesDir` is the folder the map's relative
 * source paths start from. Null when no frame qualifies, e.g. the error was not thrown there.
 */
export function findBundleThrowSite(err: unknown, bundleUrl: string, map: object, sourcesDir: string): BundleThrowSite | null {
  const stack = err instanceof Error ? err.stack ?? '' : '';
  const frames = new RegExp(`${escapeRegExp(bundleUrl)}(?:\\?[^:\\s]*)?:(\\d+):(\\d+)`, 'g');
  const sourceMap = new SourceMap(map as ConstructorParameters<typeof SourceMap>[0]);
  for (const [, line, column] of stack.matchAll(frames)) {
    const entry = sourceMap.findEntry(Number(line) - 1, Number(column) - 1) as { generatedLine?: number; originalSource?: string; originalLine?: number; originalColumn?: number };
    // findEntry falls back to the nearest earlier mapping: on an unmapped line (esbuild's own
    // helpers) that would name an unrelated place.
    if (entry.generatedLine !== Number(line) - 1 || !entry.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) continue;
    const file = resolve(sourcesDir, entry.originalSource);
    if (file.includes(`${sep}node_modules${sep}`) || !existsSync(file)) continue;
    return { file, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  }
  return null;
}
