import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interpolateEnv } from '../../../../cli/config/interpolate-env';

test('replaces every ${NAME} piece from the environment', () => {
  assert.equal(interpolateEnv('https://${HOST}/${PATH}/x', { HOST: 'a.io', PATH: 'p' }), { kind: 'value', value: 'https://a.io/p/x' });
});

test('turns a whole "${NAME}" that is unset or empty into absent', () => {
  assert.equal(interpolateEnv('${KEY}', {}), { kind: 'absent', name: 'KEY' });
  assert.equal(interpolateEnv('${KEY}', { KEY: '' }), { kind: 'absent', name: 'KEY' });
});

test('reports unset variables inside a longer string', () => {
  assert.equal(interpolateEnv('${A}-${B}-${C}', { B: 'b' }), { kind: 'unset', names: ['A', 'C'] });
});

test('leaves strings without placeholders alone', () => {
  assert.equal(interpolateEnv('$HOME and ${not valid}', {}), { kind: 'value', value: '$HOME and ${not valid}' });
});

test.run();
