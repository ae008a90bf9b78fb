import { test } from 'uvu';
import * as assert from 'uvu/assert';
const x: number = 1;
test('ts loads', () => { assert.is(x, 1); });
test.run();
