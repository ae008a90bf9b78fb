import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

const Title = suite('the h1 that is a page\'s title, as Docusaurus picks its contentTitle');
Title.before(loadParserParts);

const parse = (source: string, isMdx = false) => parseMarkdown({
  source, file: isMdx ? '/site/docs/a.mdx' : '/site/docs/a.md', lineOffset: 0, isMdx, siteDir: '/site', baseUrl: '/',
  readFile: (f) => (f === '/site/docs/_part.mdx' ? '# Partial title\n\nShared.\n' : undefined),
});

Title('an h1 that is the first heading is the title, with text before it', () => {
  const out = parse('Some intro.\n\n# Real title\n\n## Section\n');
  assert.is(out.title, 'Real title');
  assert.is(out.hasH1, true);
});

Title('an h1 after another heading is content, not the title: the page shows its front matter title', () => {
  const out = parse('Intro.\n\n## Basics\n\nText.\n\n# Props\n\n## size\n');
  assert.is(out.title, null);
  assert.is(out.hasH1, false);
  assert.match(out.html, '<h1>Props</h1>');
  assert.equal(out.headings.map((h) => h.text), ['Basics', 'size']);
});

Title('an h1 below a thematic break is not the title either', () => {
  assert.is(parse('Intro.\n\n---\n\n# Later\n').title, null);
});

Title('a partial\'s h1 is not the page\'s title, and does not hide the page\'s own', () => {
  const out = parse("import Part from './_part.mdx';\n\n<Part />\n\n# Own title\n", true);
  assert.equal(out.errors, []);
  assert.is(out.title, 'Own title');
  assert.match(out.html, 'Partial title');
});

Title.run();
