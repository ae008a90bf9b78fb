/**
 * The `opdocs` command line (commander). Every error is printed here, once. Exit codes: 0 done,
 * 1 the command failed (bad site input, build errors), 2 the command line itself was wrong.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { formatErrors } from './errors.js';
import { userErrorsOf } from './fs-failure.js';
import { colorErrors, hasColor } from './colors.js';
import { preferShortRunTiering } from './workers/tiering.js';

export { codeCacheHooks } from './compiled-code.js';
export { runWorker } from './workers/run-worker.js';

/** Exit code of a failed command (bad input, build errors). */
export const EXIT_FAILURE = 1;
/** Exit code of a wrong command line (unknown command or option, bad argument). */
export const EXIT_USAGE = 2;

/** A port as decimal digits only: Number() would read "" (an unset $PORT) as 0, any free port, and "0x50" as 80. */
export function port(value: string): number {
  const n = /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('use a port number from 0 to 65535');
  return n;
}

/** A host to listen on: an empty one would make Node listen on every network, unasked. */
export function host(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('give an address, e.g. 127.0.0.1, or 0.0.0.0 to listen on every network');
  return value.trim();
}

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

const HELP_FOOTER = `
Exit codes: 0 done, 1 the command failed (errors in the site or the build), 2 wrong command line.
Colour is used on a terminal; set NO_COLOR=1 to turn it off.`;

/** Creates the program; exported so tests can run commands without a subprocess. */
export function createProgram(): Command {
  const program = new Command('opdocs')
    .description('Fast React documentation sites from Markdown')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(colorErrors(text.replace(/^error: /, '  error  '), hasColor()).trimStart()) })
    .showHelpAfterError()
    .addHelpText('after', HELP_FOOTER);
  program.command('init')
    .description('write a small starter site into dir (default: the current folder)')
    .argument('[dir]', 'folder to create the site in', '.')
    .option('--force', 'write into a folder that is not empty (starter files replace files of the same name)', false)
    .action((dir: string, o: { force: boolean }) => run(async () => {
      const { initSite } = await import('./commands/init.js');
      process.stdout.write(`${initSite({ dir, force: o.force }).join('\n')}\n`);
    }));
  program.command('build')
    .description('render every route to static HTML with its bundles, feeds and service worker')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out-dir <dir>', 'output folder, relative to siteDir', 'build')
    .option('--force', 'build even when nothing changed since the last build', false)
    .option('--locale <code>', 'build only this locale of i18n.locales (another than the default replaces only <out-dir>/<code>/)')
    .action((siteDir: string, o: { outDir: string; force: boolean; locale?: string }) => run(async () => {
      preferShortRunTiering();
      const { buildSite } = await import('./commands/build.js');
      await buildSite({ siteDir: resolve(siteDir), outDir: o.outDir, force: o.force, ...(o.locale !== undefined ? { locale: o.locale } : {}) });
    }));
  program.command('index')
    .description('write the DocSearch records of the site as JSON; --push uploads them to Algolia')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out <file>', 'JSON file to write, relative to siteDir ("-" writes to stdout)', 'build/search-records.json')
    .option('--push', 'upload the records to the Algolia index search.indexName of application search.appId, with the DocSearch index settings; the admin key is read from the ALGOLIA_ADMIN_KEY environment variable (never from the config, never printed); OPDOCS_ALGOLIA_HOSTS (comma-separated base URLs) overrides the hosts', false)
    .action((siteDir: string, o: { out: string; push: boolean }) => run(async () => {
      preferShortRunTiering();
      const { indexCommand } = await import('./commands/index-command.js');
      await indexCommand({ siteDir, out: o.out, push: o.push, env: process.env, log: (line) => process.stderr.write(line + '\n') });
    }));
  program.command('write-translations')
    .description('write the translation files of a locale under i18n/<locale>/ (code.json, navbar, footer, blog, docs sidebars), keeping messages already there')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--locale <code>', 'the locale to write them for (default: i18n.defaultLocale)')
    .option('--override', 'replace messages already in the files with the current texts', false)
    .option('--message-prefix <text>', 'put this before every message written now, so untranslated texts stand out', '')
    .action((siteDir: string, o: { locale?: string; override: boolean; messagePrefix: string }) => run(async () => {
      preferShortRunTiering();
      const { writeTranslations } = await import('./commands/write-translations.js');
      await writeTranslations({ siteDir, override: o.override, messagePrefix: o.messagePrefix, log: (line) => process.stderr.write(line + '\n'), ...(o.locale !== undefined ? { locale: o.locale } : {}) });
    }));
  program.command('write-heading-ids')
    .description('give the Markdown headings of the site (or of the files named) explicit ids, {#id}, the ones they have now')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .argument('[files...]', 'Markdown files to do, relative to siteDir (default: every docs, blog and pages file, translations too)')
    .option('--maintain-case', 'keep the case of the heading text in the ids (default: markdown.anchors.maintainCase)')
    .option('--overwrite', 'replace ids already written with the ones the heading text gives', false)
    .action((siteDir: string, files: string[], o: { maintainCase?: boolean; overwrite: boolean }) => run(async () => {
      preferShortRunTiering();
      const { writeHeadingIds } = await import('./commands/write-heading-ids.js');
      await writeHeadingIds({ siteDir, files, overwrite: o.overwrite, log: (line) => process.stderr.write(line + '\n'), ...(o.maintainCase ? { maintainCase: true } : {}) });
    }));
  program.command('clear')
    .description('remove the build output, its leftovers and the site\'s build cache (only a folder opdocs built)')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out-dir <dir>', 'output folder, relative to siteDir', 'build')
    .action((siteDir: string, o: { outDir: string }) => run(async () => {
      const { clearSite } = await import('./commands/clear.js');
      clearSite({ siteDir, outDir: o.outDir, log: (line) => process.stderr.write(line + '\n') });
    }));
  program.command('migrate')
    .description('write site.config.json for a Docusaurus 3 site, to build it in place; lists what it could not carry over')
    .argument('[dir]', 'folder holding docusaurus.config.js/ts', '.')
    .option('--force', 'replace an existing site.config.json', false)
    .action((dir: string, o: { force: boolean }) => run(async () => {
      const { migrate } = await import('./commands/migrate.js');
      await migrate({ dir: resolve(dir), force: o.force });
    }));
  program.command('serve')
    .description('serve the built site under its base path; --watch rebuilds on change and reloads the browser')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--dir <dir>', 'build folder to serve, relative to siteDir', 'build')
    .option('--port <port>', 'port to listen on (0: any free port)', port, 3000)
    .option('--host <host>', 'interface to listen on', host, '127.0.0.1')
    .option('--watch', 'rebuild on changes and reload the browser', false)
    .option('--locale <code>', 'with --watch: build and serve this locale of i18n.locales')
    .action((siteDir: string, o: { dir: string; port: number; host: string; watch: boolean; locale?: string }) => run(async () => {
      const { serveCommand } = await import('./commands/serve.js');
      const handle = await serveCommand({ siteDir: resolve(siteDir), dir: o.dir, port: o.port, host: o.host, watch: o.watch, ...(o.locale !== undefined ? { locale: o.locale } : {}) });
      const stop = () => void handle.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }));
  return program;
}

/** Parses argv and runs the command; a wrong command line exits 2 (help and version exit 0). */
export async function main(argv: string[]): Promise<void> {
  // A reader that stops early (`opdocs --help | head`) closes the pipe: the rest of the output
  // has nowhere to go, which is no failure of the command (it crashed with EPIPE).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  }
  try {
    await createProgram().parseAsync(argv);
  } catch (err) {
    if (!(err instanceof CommanderError)) throw err;
    process.exitCode = err.exitCode === 0 ? 0 : EXIT_USAGE;
  }
  if (ONE_SHOT.has(argv.slice(2).find((a) => !a.startsWith('-')) ?? '')) endIfHeldOpen();
}

/** Commands that are done when their action returns (serve goes on serving). */
const ONE_SHOT = new Set(['init', 'build', 'index', 'write-translations', 'write-heading-ids', 'clear', 'migrate']);
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
