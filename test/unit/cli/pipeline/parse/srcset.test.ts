/** srcset candidates read as HTML reads them, each URL resolved, the rest written back as given. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rewriteSrcset } from '../../../../../cli/pipeline/parse/srcset';

const test = suite('rewriteSrcset');
const under = (url: string) => (url.startsWith('/') ? `/docs-site${url}` : undefined);

test('each candidate URL is resolved and its descriptor kept, however the commas are spaced', () => {
  assert.is(rewriteSrcset('/a.png 1x,/b.png 2x ,  /c.png 480w', under), '/docs-site/a.png 1x, /docs-site/b.png 2x, /docs-site/c.png 480w');
});

test('a URL holding commas, and one ended by a comma with no descriptor, stay whole', () => {
  assert.is(rewriteSrcset('/img/a,b.png 1x, /img/c.png, /img/d.png 2x', under), '/docs-site/img/a,b.png 1x, /docs-site/img/c.png, /docs-site/img/d.png 2x');
});

test('nothing resolved leaves the value exactly as written', () => {
  const written = 'https://cdn.example.org/a.png  1x,https://cdn.example.org/b.png 2x';
  assert.is(rewriteSrcset(written, under), written);
});

test.run();
