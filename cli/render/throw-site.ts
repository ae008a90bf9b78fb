/**
 * Where in the site's source a React page threw while rendering. The server bundle carries an
 * inline source map, read here only when a page fails: with Node's source maps switched on,
 * every build paid for decoding and indexing the bundle's map at load, failure or not.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface ThrowSite {
  file?: string;
  line?: number;
  column?: number;
}

const maps = new Map<string, SourceMap | null>();

function mapOf(bundleFile: string): SourceMap | null {
  if (!maps.has(bundleFile)) {
    let map: SourceMap | null = null;
    try {
      const text = readFileSync(bundleFile, 'utf8');
      const at = text.lastIndexOf('//# sourceMappingURL=data:application/json;base64,');
      if (at >= 0) map = new SourceMap(JSON.parse(Buffer.from(text.slice(text.indexOf(',', at) + 1).trim(), 'base64').toString('utf8')));
    } catch {
      // No map to read: frames keep their bundle positions.
    }
    maps.set(bundleFile, map);
  }
  return maps.get(bundleFile) ?? null;
}

/** A stack frame's position in the original source, when it lies in the bundle and the map knows it. */
function original(bundleFile: string, line: number, column: number): { file: string; line: number; column: number } | null {
  const map = mapOf(bundleFile);
  const entry = map?.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
  if (!entry?.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined) return null;
  const source = new URL(entry.originalSource, pathToFileURL(bundleFile));
  // A module made by a bundler plugin ("opdocs-react-esm:react") has no file to point at.
  if (source.protocol !== 'file:') return null;
  return { file: fileURLToPath(source), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

/** The first stack frame inside the site folder (outside node_modules), mapped through the bundle's source map. */
export function throwSite(err: unknown, siteDir: string, bundleFile?: string): ThrowSite {
  const stack = err instanceof Error ? err.stack ?? '' : '';
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\n]+):(\d+):(\d+)\)?/g)) {
    let frame: { file: string; line: number; column: number } | null = { file: m[1].replace(/^file:\/\//, ''), line: Number(m[2]), column: Number(m[3]) };
    if (bundleFile && frame.file === bundleFile) frame = original(bundleFile, frame.line, frame.column);
    if (frame && frame.file.startsWith(siteDir + '/') && !frame.file.includes('/node_modules/')) return frame;
  }
  return {};
}
