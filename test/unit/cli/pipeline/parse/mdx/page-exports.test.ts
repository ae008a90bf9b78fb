import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown, type MarkdownInput } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('MDX: frontMatter and contentTitle, as every Docusaurus MDX file has them');
test.before(loadParserParts);
const FILE = '/site/docs/page.mdx';

/** Parses `body` as the file's body, the whole file (front matter too) being `front + body`. */
function parse(front: string, body: string, more: Partial<MarkdownInput> = {}) {
  const whole = front + body;
  return parseMarkdown({
    source: body, file: FILE, lineOffset: front.split('\n').length - 1, isMdx: true, siteDir: '/site', baseUrl: '/',
    readFile: (file: string) => (file === FILE ? whole : undefined), ...more,
  });
}

test('front matter values and the h1 text are read in expressions; a missing key is empty', () => {
  const out = parse('---\nowner: Team Blue\nlevel: 3\n---\n', '# Set `up` the line\n\n{frontMatter.owner} at level {frontMatter.level + 1}; [{frontMatter.none}] in {contentTitle}\n');
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Team Blue at level 4; [] in Set up the line</p>');
});

test('contentTitle is undefined when the first heading is no h1, or comes after a thematic break', () => {
  for (const body of ['## Second\n\n# First\n\n[{contentTitle}]\n', '---\n\n# After\n\n[{contentTitle}]\n']) {
    const out = parse('', body);
    assert.equal(out.errors, [], body);
    assert.match(out.html, '<p>[]</p>', body);
  }
});

test('metadata gives the title (front matter, else the h1), description and date the file states; the rest reads as undefined', () => {
  const body = '# Waste in the cloud\n\n<abbr title={metadata.title}>{metadata.description}</abbr> on {metadata.date} [{metadata.permalink}]\n';
  const out = parse('---\ndate: 2022-04-19\ndescription: Many small parts\n---\n', body);
  assert.equal(out.errors, []);
  assert.match(out.html, '<abbr title="Waste in the cloud">Many small parts</abbr> on 2022-04-19T00:00:00.000Z []');
  const titled = parse('---\ntitle: Set by front matter\n---\n', body);
  assert.match(titled.html, 'title="Set by front matter"');
});

test('the file\'s own export of the name wins', () => {
  const out = parse('---\nowner: Team Blue\n---\n', "export const frontMatter = { owner: 'Mine' };\n\nOwner: {frontMatter.owner}\n");
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Owner: Mine</p>');
});

test.run();
