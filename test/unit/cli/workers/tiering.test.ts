import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shortRunBudget } from '../../../../cli/workers/tiering.ts';

const DEFAULT = 66 * 1024;

test('a small or middle-sized site gets eight times V8\'s budget; from 3,000 files a thread, the default', () => {
  assert.is(shortRunBudget(30, 2), 8 * DEFAULT, 'TyKO');
  assert.is(shortRunBudget(5300, 2), 8 * DEFAULT, '5,000 docs and 300 posts on two cores');
  assert.is(shortRunBudget(6000, 2), DEFAULT, '3,000 files a thread');
  assert.is(shortRunBudget(10500, 2), DEFAULT, '10,000 docs on two cores');
  assert.is(shortRunBudget(10500, 4), 8 * DEFAULT, 'the same site on four cores: 2,625 a thread');
  assert.is(shortRunBudget(100, 0), 8 * DEFAULT, 'no thread count still divides');
});

test.run();
