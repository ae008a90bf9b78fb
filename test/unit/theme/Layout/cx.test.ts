import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cx } from '../../../../theme/Layout/cx';

test('joins the truthy class names with one space each, in order', () => {
  assert.is(cx('menu__link', false, undefined, 'menu__link--active', null, '', 'x'), 'menu__link menu__link--active x');
  assert.is(cx(false, 'only'), 'only');
  assert.is(cx(), '');
  assert.is(cx(undefined, false), '');
});

test.run();
