import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

test.before(loadParserParts);
const parse = (source: string, isMdx = true) =>
  parseMarkdown({ source, file: '/site/docs/owls.mdx', lineOffset: 0, isMdx, siteDir: '/site', baseUrl: '/' });

test('<Head> without an import is the global Docusaurus gives every MDX file: its tags go into the page\'s head', () => {
  const out = parse('<Head>\n  <meta property="og:title" content="Owls | Site" />\n</Head>\n\n# Owls\n\nHoot.\n');
  assert.equal(out.errors, []);
  assert.equal(out.head, [{ kind: 'meta', property: 'og:title', content: 'Owls | Site' }]);
  assert.not.match(out.html, 'og:title');
});

test('a lowercase <head> in a .md or .mdx body is Docusaurus\' Head too: its tags go into the page\'s head, not the body', () => {
  for (const isMdx of [true, false]) {
    const out = parse('<head>\n  <title>Owl facts</title>\n  <meta name="keywords" content="owls, birds" />\n</head>\n\n# Owls\n\nHoot.\n', isMdx);
    assert.equal(out.errors, []);
    if (!isMdx) continue;
    assert.equal(out.head, [{ kind: 'title', text: 'Owl facts' }, { kind: 'meta', name: 'keywords', content: 'owls, birds' }]);
    assert.not.match(out.html, 'keywords');
    assert.not.match(out.html, '<head');
  }
});

test('`<head>` written in a code span or fence stays text', () => {
  const out = parse('Write `<head>` tags:\n\n```html\n<head>\n</head>\n```\n');
  assert.equal(out.errors, []);
  assert.equal(out.head, undefined);
  assert.match(out.html, '<code>&lt;head&gt;</code>');
});

test('an unknown capitalized component is still an error', () => {
  const out = parse('<Perch />\n');
  assert.match(out.errors.map((e) => e.message).join('\n'), 'unknown component <Perch>');
});

test.run();
