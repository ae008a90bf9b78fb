/**
 * `opdocs --help`, `-h`, `help`, `--version` and a bare `opdocs`, from a script of the program's
 * definition alone (dist/help.cjs): reading and compiling the whole CLI (4 MB) was most of what
 * `--help` cost. bin/opdocs.js sends these command lines here; should one of them turn out to
 * run a command after all (an `-h` that is an option's value), the whole CLI runs it.
 */
import { createProgram, parseProgram, type CommandActions } from './program.js';

export async function main(argv: string[], runWholeCli: () => Promise<void>): Promise<void> {
  let handedOver = false;
  const handOver = async () => {
    handedOver = true;
  };
  const actions: CommandActions = { init: handOver, build: handOver, index: handOver, writeTranslations: handOver, writeHeadingIds: handOver, clear: handOver, migrate: handOver, serve: handOver, start: handOver, swizzle: handOver };
  await parseProgram(createProgram(actions), argv);
  if (handedOver) {
    process.exitCode = undefined;
    await runWholeCli();
  }
}

