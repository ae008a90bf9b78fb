/** The `opdocs` command line (commander). Every error is printed here, once. */
import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { buildSite } from './commands/build.js';
import { serveCommand } from './commands/serve.js';
import { asUserErrors, formatErrors } from './errors.js';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('use a port number from 0 to 65535');
  return n;
}

/** Prints an error: user errors without a stack, anything else as an opdocs bug. */
export function reportError(err: unknown): void {
  const user = asUserErrors(err);
  if (user) process.stderr.write(`${formatErrors(user)}\n`);
  else process.stderr.write(`opdocs bug: ${(err as Error)?.stack ?? String(err)}\nPlease report it with the command you ran.\n`);
}

/** Creates the program; exported so tests can run commands without a subprocess. */
export function createProgram(): Command {
  const program = new Command('opdocs')
    .description('Fast React documentation sites from Markdown')
    .version('0.1.0')
    .showHelpAfterError();
  program.command('build')
    .description('render every route to static HTML with its bundles, feeds and service worker')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out-dir <dir>', 'output folder, relative to siteDir', 'build')
    .action(async (siteDir: string, o: { outDir: string }) => {
      try {
        await buildSite({ siteDir: resolve(siteDir), outDir: o.outDir });
      } catch (err) {
        reportError(err);
        process.exitCode = 1;
      }
    });
  program.command('serve')
    .description('serve the built site under its base path; --watch rebuilds on change and reloads the browser')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--dir <dir>', 'build folder to serve, relative to siteDir', 'build')
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--watch', 'rebuild on changes and reload the browser', false)
    .action(async (siteDir: string, o: { dir: string; port: number; host: string; watch: boolean }) => {
      try {
        const handle = await serveCommand({ siteDir: resolve(siteDir), dir: o.dir, port: o.port, host: o.host, watch: o.watch });
        const stop = () => void handle.close().then(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      } catch (err) {
        reportError(err);
        process.exitCode = 1;
      }
    });
  program.command('index')
    .description('write the DocSearch records of the site as JSON; --push uploads them to Algolia')
    .argument('[siteDir]', 'folder holding site.config.json', '.')
    .option('--out <file>', 'JSON file to write, relative to siteDir ("-" writes to stdout)', 'build/search-records.json')
    .option('--push', 'upload the records to the Algolia index search.indexName of application search.appId, with the DocSearch index settings; the admin key is read from the ALGOLIA_ADMIN_KEY environment variable (never from the config, never printed); OPDOCS_ALGOLIA_HOSTS (comma-separated base URLs) overrides the hosts', false)
    .action(async (siteDir: string, o: { out: string; push: boolean }) => {
      try {
        const { indexCommand } = await import('./commands/index-command.js');
        await indexCommand({ siteDir, out: o.out, push: o.push, env: process.env, log: (line) => process.stderr.write(line + '\n') });
      } catch (err) {
        reportError(err);
        process.exitCode = 1;
      }
    });
  return program;
}

export async function main(argv: string[]): Promise<void> {
  await createProgram().parseAsync(argv);
}
