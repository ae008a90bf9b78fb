import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prestart, runPool } from '../../../../cli/workers/pool';
import type { ParseJob, ParseOutcome } from '../../../../cli/pipeline/parse/parse-job';

const ctx = { baseUrl: '/', roots: ['/site'], staticDir: '/site/static', fileToRoute: new Map<string, string>() };
const job = (n: number): ParseJob => ({ file: `/site/docs/d${n}.md`, route: `/docs/d${n}`, body: `# Doc ${n}\n\n## Part ${n}\n`, lineOffset: 0, isMdx: false });

test('worker threads run the TypeScript sources (tests, tsx) and answer in task order', async () => {
  const seen: number[] = [];
  const results = await runPool<ParseJob[], ParseOutcome[]>('parse-worker', [[job(1)], [job(2), job(3)], [job(4)]], ctx, 2, (_r, i) => seen.push(i));
  assert.equal(results.map((batch) => batch.map((o) => o.parsed.title)), [['Doc 1'], ['Doc 2', 'Doc 3'], ['Doc 4']]);
  assert.equal(results[1][1].parsed.headings.map((h) => h.id), ['part-3']);
  assert.equal([...seen].sort(), [0, 1, 2]);
});

test('prestarted workers get the setup that runPool is given later, and use its link context', async () => {
  prestart('parse-worker', 2);
  const linked = { ...ctx, fileToRoute: new Map([['/site/docs/target.md', '/docs/target']]) };
  const body = (n: number) => ({ ...job(n), body: `See [t](./target.md).\n` });
  const results = await runPool<ParseJob[], ParseOutcome[]>('parse-worker', [[body(1)], [body(2)]], linked, 2);
  assert.equal(results.flat().map((o) => o.errors), [[], []], 'the link resolved with the late setup');
  assert.ok(results.flat().every((o) => o.parsed.html.includes('href="/docs/target"')));
});

test('a pool fed by a function shares the tasks with this thread: each task runs once, results in the order taken', async () => {
  const queue = [1, 2, 3, 4, 5, 6, 7, 8].map(job);
  const takenHere: ParseJob[] = [];
  let fed = 0;
  const pool = runPool<ParseJob[], ParseOutcome[]>('parse-worker', () => {
    const next = queue.shift();
    if (next) fed++;
    return next && [next];
  }, ctx, 1, undefined, 2);
  // This thread takes a task whenever the queue still has one, as the renderer does.
  while (queue.length) {
    takenHere.push(queue.shift()!);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const results = await pool;
  assert.is(results.length, fed);
  const titles = [...results.flat().map((o) => o.parsed.title), ...takenHere.map((j) => `Doc ${j.file.match(/d(\d+)/)![1]}`)];
  assert.equal(titles.sort(), [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Doc ${n}`));
  assert.ok(fed >= 2, `the worker took its own share (${fed})`);
});

test('an aborted pool rejects with the reason at once, hands out no more tasks and ends its workers, the task under way included', async () => {
  const stop = new AbortController();
  let taken = 0;
  const tasks = () => (taken < 40 ? [job(++taken)] : undefined);
  const reason = new Error('stopped');
  const ran = runPool<ParseJob[], ParseOutcome[]>('parse-worker', tasks, ctx, 2, () => stop.abort(reason), 2, stop.signal);
  const failure = await ran.then(() => null, (err: unknown) => err);
  assert.is(failure, reason);
  // Two workers with two tasks each in hand when the first answer came; none after it, whatever answers follow.
  assert.is(taken, 4, `${taken} tasks taken`);
  const already = await runPool<ParseJob[], ParseOutcome[]>('parse-worker', [[job(1)]], ctx, 1, undefined, 1, stop.signal).then(() => null, (err: unknown) => err);
  assert.is(already, reason, 'an aborted signal starts no worker');
});

test('prestarted workers no pool takes do not keep the process alive', () => {
  const pool = pathToFileURL(join(import.meta.dirname, '../../../../cli/workers/pool.ts')).href;
  const code = `import { prestart } from ${JSON.stringify(pool)}; prestart('parse-worker', 2); console.log('started');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000 });
  assert.is(run.signal, null, 'the process ended by itself, not by the timeout');
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout.trim(), 'started');
});

test.run();
