/**
 * The opdocs command for each `docusaurus …` script of a site's package.json, for `opdocs
 * migrate` to print (the file itself is the user's to change). Options opdocs has are carried
 * over under their names here; the others are named as dropped, never silently lost.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ScriptCommand {
  /** The script's name in package.json. */
  name: string;
  from: string;
  /** The opdocs command line, or null where opdocs has none (deploy, swizzle). */
  to: string | null;
  /** Options of the Docusaurus command that the opdocs one has no use for. */
  dropped: string[];
}

/** Docusaurus command → opdocs command and its options (Docusaurus name → opdocs name). */
const COMMANDS: Record<string, { to: string; options: Record<string, string> }> = {
  start: { to: 'opdocs serve --watch', options: { '--port': '--port', '--host': '--host', '--locale': '--locale' } },
  build: { to: 'opdocs build', options: { '--out-dir': '--out-dir', '--locale': '--locale' } },
  serve: { to: 'opdocs serve', options: { '--dir': '--dir', '--port': '--port', '--host': '--host' } },
  clear: { to: 'opdocs clear', options: {} },
  'write-translations': { to: 'opdocs write-translations', options: { '--locale': '--locale', '--override': '--override', '--messagePrefix': '--message-prefix' } },
  'write-heading-ids': { to: 'opdocs write-heading-ids', options: { '--maintain-case': '--maintain-case', '--overwrite': '--overwrite' } },
};
/** Options that take no value. */
const FLAGS = new Set(['--override', '--no-open', '--poll', '--no-minify', '--dev', '--bundle-analyzer', '--hot-only', '--danger', '--typescript', '--eject', '--wrap', '--list', '--skip-build', '--overwrite', '--maintain-case']);

/** The opdocs equivalent of one `docusaurus <command> [siteDir] [options]` invocation. */
export function translateCommand(words: string[]): { to: string | null; dropped: string[] } {
  // Bare `docusaurus` is the CLI itself (`npm run docusaurus -- build`).
  if (!words.length) return { to: 'opdocs', dropped: [] };
  const [command, ...rest] = words;
  const known = COMMANDS[command];
  if (!known) return { to: null, dropped: [] };
  const out = [known.to];
  const dropped: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const [name, inline] = rest[i].split('=', 2);
    if (!name.startsWith('-')) {
      out.push(name);
      continue;
    }
    const value = inline ?? (FLAGS.has(name) || rest[i + 1]?.startsWith('-') ? undefined : rest[++i]);
    const mapped = known.options[name];
    if (mapped) out.push(value === undefined ? mapped : `${mapped} ${value}`);
    else dropped.push(name);
  }
  return { to: out.join(' '), dropped };
}

/** Each package.json script that runs `docusaurus`, with its opdocs command; [] without a package.json. */
export function scriptCommands(dir: string): ScriptCommand[] {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: unknown }).scripts;
  } catch {
    return [];
  }
  if (!scripts || typeof scripts !== 'object') return [];
  const out: ScriptCommand[] = [];
  for (const [name, line] of Object.entries(scripts as Record<string, unknown>)) {
    if (typeof line !== 'string') continue;
    // Only a script that is one docusaurus call: a chain (`a && docusaurus build`) is the user's to rewrite.
    // Environment settings before the call (NODE_OPTIONS=…) are kept as they are.
    const m = /^\s*((?:[A-Za-z_][A-Za-z0-9_]*=(?:"[^"]*"|'[^']*'|\S+)\s+)*)(?:npx\s+)?docusaurus(?:\s+(.*))?$/.exec(line);
    if (!m || /[;&|`$<>]/.test(m[2] ?? '')) continue;
    const { to, dropped } = translateCommand((m[2] ?? '').trim().split(/\s+/).filter(Boolean));
    out.push({ name, from: line.trim(), to: to && m[1] + to, dropped });
  }
  return out;
}
