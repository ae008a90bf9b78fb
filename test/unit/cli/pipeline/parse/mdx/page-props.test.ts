import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('props in a page body');
test.before(loadParserParts);
const parse = (source: string) =>
  parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });

test('a page rendered without props reads each prop as undefined, as MDX does', () => {
  const out = parse("Mode: {props.mode ?? 'default'}, strict {`${props.strict || false}`}.\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Mode: default, strict false.</p>');
});

test('a page that exports its own props uses those', () => {
  const out = parse("export const props = { mode: 'fast' };\n\nMode: {props.mode}.\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Mode: fast.</p>');
});

test.run();
