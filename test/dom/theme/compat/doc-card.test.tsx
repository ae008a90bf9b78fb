/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocCard` (theme/compat/DocCard.tsx) given another theme's props (`header`, `img`,
 * `href`, as a company's own preset-classic takes them) stops with what it needs and why.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import DocCard from '../../../../theme/compat/DocCard';
import type { DocCardProps } from '../../../../theme/Content/DocCard';

test('a card without an item names the props it got and where the card it was written for comes from', () => {
  const props = { header: 'Official plugins', img: '/img/card.png', href: '/apis', children: 'Kept by the team' } as unknown as DocCardProps;
  try {
    DocCard(props);
  } catch (err) {
    const message = (err as Error).message;
    assert.match(message, '@theme/DocCard draws the sidebar item given as `item`');
    assert.match(message, 'got only header, img, href:');
    assert.match(message, "a company's own preset-classic");
    assert.match(message, 'src/theme/DocCard');
    return;
  }
  assert.unreachable('the card rendered without an item');
});

test.run();
