import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks, clipUrl } from '../../../../../cli/pipeline/check/check-links';
import type { PendingLink } from '../../../../../cli/pipeline/check/link-types';

const targets = () => ({ routes: new Map([['/docs/b', new Set(['setup'])]]), staticFiles: new Set<string>(), baseUrl: '/' });
const link = (href: string, target: string, anchor: string | null = null): PendingLink =>
  ({ file: '/site/content/docs/a.md', line: 3, column: 1, href, target, anchor });

test('a broken link of 10,000 characters is named by its start, its end and its length, not printed whole', () => {
  const href = `/docs/${'a/'.repeat(5000)}end`;
  const [error] = checkLinks([link(href, href)], targets());
  assert.ok(error.message.length < 600, `message of ${error.message.length} characters`);
  assert.match(error.message, 'broken link: /docs/a/a/');
  assert.match(error.message, 'a/a/end (10,009 characters) →');
});

test('a broken anchor of 10,000 characters is clipped in the message, and a short one is shown whole', () => {
  const anchor = 'h'.repeat(10_000);
  const [long] = checkLinks([link(`/docs/b#${anchor}`, '/docs/b', anchor)], targets());
  assert.ok(long.message.length < 800, `message of ${long.message.length} characters`);
  assert.match(long.message, '(10,000 characters)');
  const [short] = checkLinks([link('/docs/b#nope', '/docs/b', 'nope')], targets());
  assert.is(short.message, 'broken anchor: /docs/b#nope → /docs/b has no heading with id "nope"');
});

test('clipUrl leaves a URL of up to 200 characters as it is', () => {
  const url = `https://example.com/${'x'.repeat(180)}`;
  assert.is(clipUrl(url), url);
  assert.is(clipUrl(`${url}yz`).endsWith('xyz (202 characters)'), true);
});

test.run();
