import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { componentMarkup } from '../../../../../../cli/pipeline/parse/content-component';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('partials inside partials');
test.before(loadParserParts);
// The page imports only the outer partial; the inner one brings its own components.
const FILES: Record<string, string> = {
  '/site/docs/_outer.md': "import Inner from './_inner.md';\n\nOuter words.\n\n<Inner />\n",
  '/site/docs/_inner.md': [
    "import Tabs from '@theme/Tabs';", "import { Stamp } from '@site/src/components/stamp.js';", '',
    '<Tabs groupId="os">', '', '<Stamp prefix="v=" />', '', '</Tabs>', '',
  ].join('\n'),
};
const parse = (source: string) => parseMarkdown({
  source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/',
  readFile: (f) => FILES[f], resolveModule: (path) => (path === '/site/src/components/stamp.js' ? path : undefined),
});

test('components a nested partial imports are rendered where it is put, as in Docusaurus', () => {
  const out = parse("import Outer from './_outer.md';\n\n<Outer />\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Outer words.</p>');
  const stamp = componentMarkup('import:@site/src/components/stamp.js#Stamp', { prefix: 'v=' }, '');
  assert.match(out.html, componentMarkup('Tabs', { groupId: 'os' }, `\n${stamp}\n`));
});

test('an unknown component in a nested partial is still an error at its line in that file', () => {
  FILES['/site/docs/_broken.md'] = 'Text.\n\n<Missing />\n';
  FILES['/site/docs/_wrap.md'] = "import Broken from './_broken.md';\n\n<Broken />\n";
  const out = parse("import Wrap from './_wrap.md';\n\n<Wrap />\n");
  assert.equal(out.errors.map((e) => `${e.file}:${e.line} ${e.message}`), ['/site/docs/_broken.md:3 MDX: unknown component <Missing>: it is neither imported nor provided by the theme']);
});

test.run();
