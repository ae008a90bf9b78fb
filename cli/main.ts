/**
 * The `opdocs` command line (commander). Every error is printed here, once. Exit codes: 0 done,
 * 1 the command failed (bad site input, build errors), 2 the command line itself was wrong.
 */
import { resolve } from 'node:path';
import { formatErrors, OpdocsError } from './errors.js';
import { userErrorsOf } from './fs-failure.js';
import { colorErrors, hasColor } from './colors.js';
import { preferShortRunTiering } from './workers/tiering.js';

import { createProgram, EXIT_FAILURE, parseProgram, type CommandActions } from './program.js';

export { codeCacheHooks } from './compiled-code.js';
export { runWorker } from './workers/run-worker.js';
export { EXIT_FAILURE, EXIT_USAGE, host, port } from './program.js';

/**
 * Prints an error: user errors (and file-system failures of the machine: permissions, a full
 * disk) without a stack, anything else as an opdocs bug.
 */
export function reportError(err: unknown): void {
  const user = userErrorsOf(err);
  if (user) process.stderr.write(`${colorErrors(formatErrors(user), hasColor())}\n`);
  else process.stderr.write(`opdocs bug: ${(err as Error)?.stack ?? String(err)}\nPlease report it with the command you ran.\n`);
}

/** Runs a command's work; a failure is printed and sets exit code 1. */
async function run(work: () => Promise<unknown> | unknown): Promise<void> {
  try {
    await work();
  } catch (err) {
    reportError(err);
    process.exitCode = EXIT_FAILURE;
  }
}

/** The work of each command; the modules it needs load when it runs. */
const actions: CommandActions = {
  init: (dir: string, o: { force: boolean }) => run(async () => {
    const { initSite } = await import('./commands/init.js');
    process.stdout.write(`${initSite({ dir, force: o.force }).join('\n')}\n`);
  }),
  build: (siteDir: string, o: { outDir: string; force: boolean; locale?: string }) => run(async () => {
    preferShortRunTiering();
    const { buildSite } = await import('./commands/build.js');
    await buildSite({ siteDir: resolve(siteDir), outDir: o.outDir, force: o.force, ...(o.locale !== undefined ? { locale: o.locale } : {}) });
  }),
  index: (siteDir: string, o: { out: string; push: boolean }) => run(async () => {
    preferShortRunTiering();
    const { indexCommand } = await import('./commands/index-command.js');
    await indexCommand({ siteDir, out: o.out, push: o.push, env: process.env, log: (line) => process.stderr.write(line + '\n') });
  }),
  writeTranslations: (siteDir: string, o: { locale?: string; override: boolean; messagePrefix: string }) => run(async () => {
    preferShortRunTiering();
    const { writeTranslations } = await import('./commands/write-translations.js');
    await writeTranslations({ siteDir, override: o.override, messagePrefix: o.messagePrefix, log: (line) => process.stderr.write(line + '\n'), ...(o.locale !== undefined ? { locale: o.locale } : {}) });
  }),
  writeHeadingIds: (siteDir: string, files: string[], o: { maintainCase?: boolean; overwrite: boolean }) => run(async () => {
    preferShortRunTiering();
    const { writeHeadingIds } = await import('./commands/write-heading-ids.js');
    await writeHeadingIds({ siteDir, files, overwrite: o.overwrite, log: (line) => process.stderr.write(line + '\n'), ...(o.maintainCase ? { maintainCase: true } : {}) });
  }),
  clear: (siteDir: string, o: { outDir: string }) => run(async () => {
    const { clearSite } = await import('./commands/clear.js');
    clearSite({ siteDir, outDir: o.outDir, log: (line) => process.stderr.write(line + '\n') });
  }),
  swizzle: (names: string[], o: { list: boolean; eject: boolean; typescript: boolean }) => run(async () => {
    const { isThemeName, swizzle, swizzlePaths, wroteLine } = await import('./commands/swizzle.js');
    const [component, siteDir = '.'] = names.length && isThemeName(names[0]) ? names.slice(1) : names;
    if (o.list) {
      process.stdout.write(`${swizzlePaths().join('\n')}\n`);
      return;
    }
    if (!component) throw new OpdocsError({ message: 'swizzle: name the component to wrap, e.g. `opdocs swizzle Footer`', hint: '`opdocs swizzle --list` lists them' });
    const file = swizzle({ siteDir, component, eject: o.eject, typescript: o.typescript });
    process.stdout.write(`${wroteLine(file, siteDir)}\n`);
  }),
  migrate: (dir: string, o: { force: boolean }) => run(async () => {
    const { migrate } = await import('./commands/migrate.js');
    await migrate({ dir: resolve(dir), force: o.force });
  }),
  serve: (siteDir: string, o: ServeOptions) => serve(siteDir, o),
  start: (siteDir: string, o: { port: number; host: string; locale?: string }) => serve(siteDir, { ...o, dir: 'build', watch: true, build: false }),
};

interface ServeOptions { dir: string; port: number; host: string; watch: boolean; build: boolean; locale?: string }

function serve(siteDir: string, o: ServeOptions): Promise<void> {
  return run(async () => {
    // With --watch the first build is serve's own. A port in use is found before the build, not after it.
    if (o.build && !o.watch) {
      const { checkCanListen } = await import('./serve/listen-error.js');
      await checkCanListen(o.host, o.port);
      preferShortRunTiering();
      const { buildSite } = await import('./commands/build.js');
      await buildSite({ siteDir: resolve(siteDir), outDir: o.dir, ...(o.locale !== undefined ? { locale: o.locale } : {}) });
    }
    const { serveCommand } = await import('./commands/serve.js');
    // Set before the first build: between its commit (its staging handler gone) and the server
    // listening, Ctrl-C found no handler and ended the process by the signal, with no exit code.
    let handle: Awaited<ReturnType<typeof serveCommand>> | undefined;
    const stop = (signal: NodeJS.Signals) => {
      if (handle) void handle.close().then(() => process.exit(0));
      else process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    handle = await serveCommand({ siteDir: resolve(siteDir), dir: o.dir, port: o.port, host: o.host, watch: o.watch, ...(o.locale !== undefined ? { locale: o.locale } : {}) });
  });
}

/** Parses argv and runs the command; a wrong command line exits 2 (help and version exit 0). */
export async function main(argv: string[]): Promise<void> {
  await parseProgram(createProgram(actions), argv);
  if (ONE_SHOT.has(argv.slice(2).find((a) => !a.startsWith('-')) ?? '')) endIfHeldOpen();
}

/** Commands that are done when their action returns (serve goes on serving). */
const ONE_SHOT = new Set(['init', 'build', 'index', 'write-translations', 'write-heading-ids', 'clear', 'migrate', 'swizzle']);
/** How long a finished command waits for whatever still holds the process open. */
const HELD_OPEN_MS = 2_000;

/**
 * A site's own code can hold the process open after the command is done (a sidebars file or
 * config that starts a timer or opens a connection): the build then never ended, in CI until
 * the CI's own limit. The timer is unref'd, so it fires only when something else holds the process.
 */
function endIfHeldOpen(): void {
  setTimeout(() => {
    process.stderr.write('opdocs: the command has finished, but something the site\'s own code started (a timer, a connection) still held the process open; it was ended.\n');
    process.exit();
  }, HELD_OPEN_MS).unref();
}
