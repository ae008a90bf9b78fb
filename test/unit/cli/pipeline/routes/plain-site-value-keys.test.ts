/** A sidebars file's exported value, copied: keys named like Object.prototype's stay plain data. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { plainSiteValue } from '../../../../../cli/pipeline/routes/plain-site-value';

test('a sidebar named "__proto__" is copied as a sidebar of that name, not made the prototype of the copy', () => {
  const exported = JSON.parse('{"__proto__": ["intro"], "main": ["b"], "constructor": ["c"]}') as object;
  const copy = plainSiteValue(exported) as Record<string, unknown>;
  assert.equal(Object.keys(copy), ['__proto__', 'main', 'constructor']);
  assert.is(Object.getPrototypeOf(copy), Object.prototype);
  assert.equal(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value, ['intro']);
  assert.is((copy as { length?: unknown }).length, undefined, 'no key of the list shows through as inherited');
});

test.run();
