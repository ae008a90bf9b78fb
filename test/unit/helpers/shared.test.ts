import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { holdShared, shared } from '../../helpers/shared.ts';

/** A shared counter whose starts and stops are logged. */
function counter() {
  const log: string[] = [];
  let n = 0;
  let forget = () => {};
  const thing = shared(
    async (f) => {
      forget = f;
      log.push(`start ${++n}`);
      return n;
    },
    async (value) => void log.push(`stop ${value}`),
  );
  return { thing, log, forget: () => forget() };
}

/** Runs `body` with sharing held or not, as this process had it before (a queue process holds it). */
async function withHold(hold: boolean, body: () => Promise<void>) {
  const was = holdShared(hold);
  try {
    await body();
  } finally {
    holdShared(was);
  }
}

test('suites that follow one another within a turn share one start; it stops on the next turn after the last release', () =>
  withHold(false, async () => {
    const { thing, log } = counter();
    const first = thing.acquire();
    assert.is(await first.value, 1);
    first.release();
    const second = thing.acquire();
    assert.is(await second.value, 1);
    second.release();
    second.release();
    assert.equal(log, ['start 1']);
    await nextTurn();
    await nextTurn();
    assert.equal(log, ['start 1', 'stop 1']);
    const third = thing.acquire();
    assert.is(await third.value, 2, 'a later acquire starts it again');
    third.release();
  }));

test('held, it outlives its last release', () =>
  withHold(true, async () => {
    const { thing, log } = counter();
    const first = thing.acquire();
    await first.value;
    first.release();
    await nextTurn();
    await nextTurn();
    const second = thing.acquire();
    assert.is(await second.value, 1);
    assert.equal(log, ['start 1']);
    holdShared(false);
    second.release();
    await nextTurn();
    await nextTurn();
    assert.equal(log, ['start 1', 'stop 1'], 'no longer held, the next last release stops it');
  }));

test('one forgotten, or one that failed to start, is not handed out again', async () => {
  const { thing, forget } = counter();
  const first = thing.acquire();
  await first.value;
  forget();
  const second = thing.acquire();
  assert.is(await second.value, 2);
  first.release();
  second.release();
  let tries = 0;
  const flaky = shared(async () => {
    if (++tries === 1) throw new Error('no browser');
    return tries;
  }, async () => {});
  const failed = await flaky.acquire().value.then(() => null, (e: Error) => e.message);
  assert.is(failed, 'no browser');
  const retry = flaky.acquire();
  assert.is(await retry.value, 2);
  retry.release();
});

test.run();
