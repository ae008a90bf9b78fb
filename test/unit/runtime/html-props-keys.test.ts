/** HTML attributes spelled like Object.prototype's keys keep their own names as props. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { htmlProps } from '../../../runtime/html-props';

test('an attribute named "constructor" stays a prop of that name, and "__proto__" gives no prop named after an object', () => {
  const props = htmlProps('div', 'constructor="x" __proto__="y" title="t" class="c"');
  assert.equal(Object.keys(props).sort(), ['className', 'constructor', 'title']);
  assert.is(props.constructor, 'x');
  assert.is(Object.getPrototypeOf(props), Object.prototype);
});

test.run();
