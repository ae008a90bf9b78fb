import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { setMdx1Text } from '../../../../../../cli/pipeline/parse/mdx1-text-setting';
import { outdentClosingTagOutOfContainer } from '../../../../../../cli/pipeline/parse/mdx/mdx1-container-close';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const Close = suite('markdown.mdx1Compat.text: a closing tag indented into a list item closes the tag opened outside it');
Close.before(loadParserParts);
Close.after.each(() => setMdx1Text(false));

const parse = (lines: string[], mdx1 = true) => {
  setMdx1Text(mdx1);
  return parseMarkdown({ source: lines.join('\n'), file: '/site/docs/tabs.md', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
};

const page = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '<Tabs groupId="flavour">',
  '  <TabItem value="sweet" label="Sweet" default>',
  '',
  'Try one of these:',
  '',
  '- [Cake](https://example.org/cake)',
  '- [Pie](https://example.org/pie)',
  '',
  '',
  '  </TabItem>',
  '  <TabItem value="salty" label="Salty">',
  '',
  'Plain text.',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
];

Close('with the setting the list ends and the tab holds it, as Docusaurus 2 built the page', () => {
  const out = parse(page);
  assert.equal(out.errors, []);
  assert.match(out.html, /Pie<\/a><\/li>\s*<\/ul>\s*<\/opdocs-component>\s*<opdocs-component name="TabItem"/);
  assert.match(out.html, /Plain text.<\/p>\s*<\/opdocs-component>\s*<\/opdocs-component>/);
});

Close('without the setting it stays the syntax error Docusaurus 3 reports, at the closing tag', () => {
  const out = parse(page, false);
  assert.equal(out.errors.length, 1);
  assert.match(out.errors[0].message, 'Expected the closing tag `</TabItem>`');
  assert.equal(out.errors[0].line, 13);
});

Close('the closing tag goes back to the indent of its own opening tag, not to the margin', () => {
  const text = ['- item', '  <details>', '  - inner', '', '    </details>', ''].join('\n');
  const message = 'MDX syntax error: Expected the closing tag `</details>` either after the end of `listItem` (5:5)';
  assert.is(outdentClosingTagOutOfContainer(text, message, 5), ['- item', '  <details>', '  - inner', '', '  </details>', ''].join('\n'));
});

Close('a line that holds more than the closing tag, or a tag opened nowhere above, is left to the error', () => {
  const message = 'MDX syntax error: Expected the closing tag `</TabItem>` either after the end of `listItem` (3:3)';
  assert.is(outdentClosingTagOutOfContainer(['<TabItem>', '- a', '  </TabItem> more', ''].join('\n'), message, 3), null);
  assert.is(outdentClosingTagOutOfContainer(['- a', '', '  </TabItem>', ''].join('\n'), message, 3), null);
  assert.is(outdentClosingTagOutOfContainer('x', 'MDX syntax error: Unexpected end of file', 1), null);
});

Close.run();
