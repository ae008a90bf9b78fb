// A test process of `npm test` (scripts/run-tests.mjs) that runs the test files it is handed,
// one at a time over its IPC channel, until it is handed none. Several such processes draining
// one queue end close together, whatever each file costs. Run with `node --import tsx`.
// Exits 1 if any file failed.
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { holdShared, stopAllShared } from '../test/helpers/shared.ts';

globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');

// The browser and TyKO build stay up between files: each file arrives some turns after the last.
holdShared();
let failed = false;
const next = () =>
  new Promise((done) => {
    process.once('message', (m) => done(m.file));
    process.send({ next: true });
  });
for (let file; (file = await next()); ) {
  // uvu queues each imported file's suites and runs them all on exec(); one file at a time here.
  globalThis.UVU_QUEUE.length = 0;
  globalThis.UVU_INDEX = 0;
  globalThis.UVU_QUEUE.push([relative('.', file)]);
  await import(pathToFileURL(resolve(file)).href);
  await uvu.exec();
  failed ||= process.exitCode === 1;
}
await stopAllShared();
process.exitCode = failed ? 1 : 0;
process.disconnect();
