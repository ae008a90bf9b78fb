import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { absolutizeFeedHtml } from '../../../../cli/output/feed-urls';

const POST = 'https://ex.com/base/blog/2024/01/02/two';

test('links and images are resolved against the post URL: root paths, anchors and relative paths alike', () => {
  assert.is(absolutizeFeedHtml('<a href="/base/docs/intro">d</a> <a href="#setup">s</a> <img src="img/a.png" alt="">', POST),
    '<a href="https://ex.com/base/docs/intro">d</a> <a href="https://ex.com/base/blog/2024/01/02/two#setup">s</a> <img src="https://ex.com/base/blog/2024/01/02/img/a.png" alt="">');
});

test('each srcset candidate is resolved and keeps its descriptor', () => {
  assert.is(absolutizeFeedHtml('<img srcset="/i/a.png 1x, /i/b.png 2x" src="/i/a.png">', POST),
    '<img srcset="https://ex.com/i/a.png 1x, https://ex.com/i/b.png 2x" src="https://ex.com/i/a.png">');
});

test('absolute and mailto links stay, escaped ampersands survive, and other elements are left as written', () => {
  assert.is(absolutizeFeedHtml('<a href="https://x.org/?a=1&amp;b=2">x</a><a href="mailto:a@b.c">m</a><video src="/v.mp4"></video><a class="x">none</a>', POST),
    '<a href="https://x.org/?a=1&amp;b=2">x</a><a href="mailto:a@b.c">m</a><video src="/v.mp4"></video><a class="x">none</a>');
});

test('an a element\'s src and an img\'s href are not touched', () => {
  assert.is(absolutizeFeedHtml('<img href="/x"><a src="/y" href="/z">', POST), '<img href="/x"><a src="/y" href="https://ex.com/z">');
});

test.run();
