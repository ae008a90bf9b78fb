import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { setMermaid } from '../../../../../cli/pipeline/parse/mermaid';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('markdown.mermaid: ```mermaid fences become diagrams holding their source');
const parse = (source: string) => parseMarkdown({ source, file: '/site/docs/page.md', lineOffset: 0, isMdx: false });
const FENCE = '```mermaid\ngraph TD\n  A --> B\n```\n';

test.before(loadParserParts);
test.after.each(() => setMermaid(false));

test('off (the default, as in Docusaurus): the fence is a code block', () => {
  const html = parse(FENCE).html;
  assert.not.match(html, 'opdocs-component');
  assert.match(html, 'data-language="mermaid"');
});

test('on: a Mermaid marker with the source as its prop, and the code block inside for the page to show until drawn', () => {
  setMermaid(true);
  const html = parse(`${FENCE}\n\`\`\`js\nlet x;\n\`\`\`\n`).html;
  assert.match(html, /^<opdocs-component name="Mermaid" props="{&quot;value&quot;:&quot;graph TD\\n  A --&gt; B&quot;}"><div class="code-block theme-code-block" data-language="mermaid">/);
  assert.is(html.match(/opdocs-component name=/g)?.length, 1, 'other fences stay code');
});

test.run();
