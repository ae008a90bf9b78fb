/**
 * A site's own code run by the build or migrate: process.exit is refused while it runs (even when
 * the code catches the refusal), put back after, and thrown values that are not Errors are named.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeThrown, runSiteCode, runSiteCodeSync, SiteCodeExit } from '../../../cli/site-code.ts';

test('process.exit in site code throws a SiteCodeExit instead of ending the process, and is put back after', async () => {
  const exit = process.exit;
  const err = await runSiteCode('sidebars.js', async () => process.exit(3)).catch((e: unknown) => e);
  assert.instance(err, SiteCodeExit);
  assert.is((err as SiteCodeExit).message, 'called process.exit(3)');
  assert.is(process.exit, exit);
});

test('an exit the site code catches is still refused once the code returns', async () => {
  const err = await runSiteCode('sidebars.js', async () => {
    try {
      process.exit();
    } catch { /* the file swallows it */ }
    return 'done';
  }).catch((e: unknown) => e);
  assert.instance(err, SiteCodeExit);
  assert.is((err as Error).message, 'called process.exit()');
});

test('synchronous site code (a plugin migrate calls) has its exit refused too; a clean run returns its value', () => {
  assert.throws(() => runSiteCodeSync(() => process.exit(0)), (e: unknown) => e instanceof SiteCodeExit);
  assert.is(runSiteCodeSync(() => 7), 7);
  assert.is(process.exit.name, 'exit', 'the real exit is back');
});

test('thrown values that are not Errors are described as they read', () => {
  assert.is(describeThrown(new Error('boom')), 'boom');
  assert.is(describeThrown(42), '42');
  assert.is(describeThrown(null), 'null');
  assert.is(describeThrown(undefined), 'undefined');
  assert.is(describeThrown({ code: 1 }), '{"code":1}');
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  assert.is(describeThrown(cyclic), '[object Object]');
});

test('a file whose exported promise never settles is an error with a reason, not a silent exit of the process', () => {
  // Only a process with nothing else to wait on shows it, so the file runs in a child of its own.
  const siteCode = fileURLToPath(new URL('../../../cli/site-code.ts', import.meta.url));
  const script = `import { runSiteCode } from ${JSON.stringify(siteCode)};
    runSiteCode('sidebars.js', () => new Promise(() => {})).then(() => console.log('settled'), (e) => console.log('refused:', e.message));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  assert.is(child.stdout.trim(), 'refused: what it exports is a promise that never settles: nothing is left for it to wait on');
  assert.is(child.status, 0);
});

test('a promise that never settles is refused with the side thread running beside the watchdog, whose slow-file notice holds nothing open', () => {
  // A build that bundles on the side thread starts it first; a pending notice there once kept the process alive, so the build hung.
  const siteCode = fileURLToPath(new URL('../../../cli/site-code.ts', import.meta.url));
  const sideThread = fileURLToPath(new URL('../../../cli/workers/side-thread.ts', import.meta.url));
  const script = `import { runSiteCode } from ${JSON.stringify(siteCode)};
    import { prestartSideThread } from ${JSON.stringify(sideThread)};
    prestartSideThread();
    runSiteCode('sidebars.js', () => new Promise(() => {}), 60_000).then(() => console.log('settled'), (e) => console.log('refused:', e.message));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, OPDOCS_SIDE_THREAD: '1' } });
  assert.is(child.stdout.trim(), 'refused: what it exports is a promise that never settles: nothing is left for it to wait on');
  assert.is(child.status, 0);
});

test.run();
