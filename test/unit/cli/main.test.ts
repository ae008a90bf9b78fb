import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { InvalidArgumentError } from 'commander';
import { host, port } from '../../../cli/main';

test('--port takes decimal numbers from 0 to 65535 only: an empty value, hex or exponent is refused, not read as another port', () => {
  assert.equal(['0', '3000', ' 8080 ', '65535'].map(port), [0, 3000, 8080, 65535]);
  for (const bad of ['', ' ', '0x50', '1e3', '-1', '65536', '1.5', 'abc', '3000abc']) {
    assert.throws(() => port(bad), (err: unknown) => err instanceof InvalidArgumentError, `refused: ${JSON.stringify(bad)}`);
  }
});

test('--host may not be empty, which would listen on every network unasked', () => {
  assert.is(host(' 0.0.0.0 '), '0.0.0.0');
  assert.throws(() => host(''), (err: unknown) => err instanceof InvalidArgumentError);
});

test.run();
