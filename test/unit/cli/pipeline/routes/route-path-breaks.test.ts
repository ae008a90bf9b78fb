/** Route paths a browser would rewrite before asking for them: no page may be built where no link can reach. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkRoutePath } from '../../../../../cli/pipeline/routes/url';

test('a route holding a tab or a line break (a file named "ta<TAB>b.md") is refused, since browsers drop those characters from every link', () => {
  for (const path of ['/docs/ta\tb', '/docs/new\nline', '/docs/cr\rx', '/docs/enc%09oded']) {
    assert.match(checkRoutePath(path, '/') ?? '', /tab or a line break/, path);
  }
});

test('a route holding a bidi override or a zero-width space is refused, as it could pass for another page\'s path', () => {
  assert.match(checkRoutePath('/docs/bi\u202Edi', '/') ?? '', /invisible character U\+202E/);
  assert.match(checkRoutePath('/docs/bi%E2%80%8Bdi', '/') ?? '', /invisible character U\+200B/);
  assert.match(checkRoutePath('/docs/\u2067x', '/') ?? '', /U\+2067/);
});

test('a zero-width joiner or non-joiner stays allowed: emoji sequences and Persian words need them', () => {
  assert.is(checkRoutePath('/docs/\u{1F469}\u200D\u{1F4BB}', '/'), null);
  assert.is(checkRoutePath('/docs/\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', '/'), null);
});

test('a route ending with a space (a file named "sp .md") is refused, as browsers trim it off every link; one inside the path stays', () => {
  assert.match(checkRoutePath('/docs/sp ', '/') ?? '', /ends with a space/);
  assert.match(checkRoutePath('/docs/sp%20', '/') ?? '', /ends with a space/);
  assert.is(checkRoutePath('/docs/dir /b', '/'), null);
});

test('spaces, "+" and "&" stay allowed in a route: links reach them, percent-encoded or not', () => {
  for (const path of ['/docs/sp ace', '/docs/a+b', '/docs/a&b', '/docs/-rf']) assert.is(checkRoutePath(path, '/'), null, path);
});

test.run();
