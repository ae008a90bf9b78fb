/**
 * The `opdocs` command line's definition (commander): commands, arguments, options and texts,
 * with no command's code. `--help` and `--version` need only this, so bin/opdocs.js runs it
 * from its own small script (help-main.ts) instead of the whole CLI; main.ts gives it the
 * actions that do the work.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { colorErrors, hasColor } from './colors.js';

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

/** A command's work, given what commander parsed for it: its arguments, then its options. */
type Action = Parameters<Command['action']>[0];
export type CommandActions = Record<'init' | 'build' | 'index' | 'writeTranslations' | 'writeHeadingIds' | 'clear' | 'migrate' | 'serve' | 'start' | 'swizzle', Action>;

// Docusaurus opens a browser unless told not to; opdocs never does, so a script's `--no-open` is simply met.
const NO_OPEN = ['--no-open', 'opens no browser (opdocs never does; accepted as Docusaurus scripts pass it)'] as const;

const HELP_FOOTER = `
Exit codes: 0 done, 1 the command failed (errors in the site or the build), 2 wrong command line.
Colour is used on a terminal; set NO_COLOR=1 to turn it off.`;

/** The program with every command, option and text; `actions` does the work of each command. */
export function createProgram(actions: CommandActions): Command {
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
    .action(actions.init);
  program.command('build')
    .description('render every route to static HTML with its bundles, feeds and service worker')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out-dir <dir>', 'output folder, relative to siteDir', 'build')
    .option('--force', 'build even when nothing changed since the last build', false)
    .option('--locale <code>', 'build only this locale of i18n.locales (another than the default replaces only <out-dir>/<code>/)')
    .action(actions.build);
  program.command('index')
    .description('write the DocSearch records of the site as JSON; --push uploads them to Algolia')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out <file>', 'JSON file to write, relative to siteDir ("-" writes to stdout)', 'build/search-records.json')
    .option('--push', 'upload the records to the Algolia index search.indexName of application search.appId, with the DocSearch index settings; the admin key is read from the ALGOLIA_ADMIN_KEY environment variable (never from the config, never printed); OPDOCS_ALGOLIA_HOSTS (comma-separated base URLs) overrides the hosts', false)
    .action(actions.index);
  program.command('write-translations')
    .description('write the translation files of a locale under i18n/<locale>/ (code.json, navbar, footer, blog, docs sidebars), keeping messages already there')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--locale <code>', 'the locale to write them for (default: i18n.defaultLocale)')
    .option('--override', 'replace messages already in the files with the current texts', false)
    .option('--message-prefix <text>', 'put this before every message written now, so untranslated texts stand out', '')
    .action(actions.writeTranslations);
  program.command('write-heading-ids')
    .description('give the Markdown headings of the site (or of the files named) explicit ids, {#id}, the ones they have now')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .argument('[files...]', 'Markdown files to do, relative to siteDir (default: every docs, blog and pages file, translations too)')
    .option('--maintain-case', 'keep the case of the heading text in the ids (default: markdown.anchors.maintainCase)')
    .option('--overwrite', 'replace ids already written with the ones the heading text gives', false)
    .action(actions.writeHeadingIds);
  program.command('clear')
    .description('remove the build output, its leftovers and the site\'s build cache (only a folder opdocs built)')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out-dir <dir>', 'output folder, relative to siteDir', 'build')
    .action(actions.clear);
  program.command('swizzle')
    .description('write a wrapper of a theme component into src/theme/ for the site to build on, as `docusaurus swizzle --wrap` does; --list names the components')
    .argument('[names...]', '[themeName] component [siteDir], as Docusaurus takes them (the theme name may be left out)')
    .option('--list', 'list the components opdocs applies from src/theme/', false)
    .option('--wrap', 'write a wrapper (what opdocs always writes)', false)
    .option('--eject', 'refused: opdocs does not copy its components out; write src/theme/<component>/index.js yourself', false)
    .option('--typescript', 'write index.tsx rather than index.js', false)
    .option('--danger', 'accepted as Docusaurus scripts pass it; changes nothing', false)
    .action(actions.swizzle);
  program.command('migrate')
    .description('write site.config.json for a Docusaurus 3 site, to build it in place; lists what it could not carry over')
    .argument('[dir]', 'folder holding docusaurus.config.js/ts', '.')
    .option('--force', 'replace an existing site.config.json', false)
    .action(actions.migrate);
  program.command('serve')
    .description('serve the built site under its base path; --watch rebuilds on change and reloads the browser')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--dir <dir>', 'build folder to serve, relative to siteDir', 'build')
    .option('--port <port>', 'port to listen on (0: any free port)', port, 3000)
    .option('--host <host>', 'interface to listen on', host, '127.0.0.1')
    .option('--watch', 'rebuild on changes and reload the browser', false)
    .option('--locale <code>', 'with --watch: build and serve this locale of i18n.locales')
    .option('--build', 'build the site first (as `opdocs build`), then serve it', false)
    .option(...NO_OPEN)
    .action(actions.serve);
  // The name a Docusaurus site's `npm start` script uses for its dev server.
  program.command('start')
    .description('build, serve and rebuild on every change, reloading the browser: serve --watch, under the name Docusaurus gives it')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--port <port>', 'port to listen on (0: any free port)', port, 3000)
    .option('--host <host>', 'interface to listen on', host, '127.0.0.1')
    .option('--locale <code>', 'build and serve this locale of i18n.locales')
    .option(...NO_OPEN)
    .action(actions.start);
  return program;
}

/**
 * Parses argv with `program`; a wrong command line sets exit code 2 (help and version 0).
 * A reader that stops early (`opdocs --help | head`) closes the pipe: the rest of the output
 * has nowhere to go, which is no failure of the command (it crashed with EPIPE).
 */
export async function parseProgram(program: Command, argv: string[]): Promise<void> {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  }
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (!(err instanceof CommanderError)) throw err;
    process.exitCode = err.exitCode === 0 ? 0 : EXIT_USAGE;
  }
}
