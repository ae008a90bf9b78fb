/** The `opdocs` command line (commander). Every error is printed here, once. */
/**
 * Commands load their modules only when they run: `--help` loads commander and nothing else,
 * and `serve` without `--watch` never loads the markdown or React stack.
 */
import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('use a port number from 0 to 65535');
  return n;
}

/** Prints an error: user errors without a stack, anything else as an opdocs bug. */
export async function reportError(err: unknown): Promise<void> {
  const { asUserErrors, formatErrors } = await import('./errors.js');
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
        const { buildSite } = await import('./commands/build.js');
        await buildSite({ siteDir: resolve(siteDir), outDir: o.outDir });
      } catch (err) {
        await reportError(err);
        process.exitCode = 1;
      }
    });
  program.command('migrate')
    .description('write site.config.json for a Docusaurus 3 site, to build it in place; lists what it could not carry over')
    .argument('[dir]', 'folder holding docusaurus.config.js/ts', '.')
    .option('--force', 'replace an existing site.config.json', false)
    .action(async (dir: string, o: { force: boolean }) => {
      try {
        const { migrate } = await import('./commands/migrate.js');
        await migrate({ dir: resolve(dir), force: o.force });
      } catch (err) {
        await reportError(err);
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
        const { serveCommand } = await import('./commands/serve.js');
        const handle = await serveCommand({ siteDir: resolve(siteDir), dir: o.dir, port: o.port, host: o.host, watch: o.watch });
        const stop = () => void handle.close().then(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      } catch (err) {
        await reportError(err);
        process.exitCode = 1;
      }
    });
  return program;
}

export async function main(argv: string[]): Promise<void> {
  await createProgram().parseAsync(argv);
}
