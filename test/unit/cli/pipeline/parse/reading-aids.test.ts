import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

const parse = (source: string, width = 1400) => parseMarkdown({
  source, file: '/site/doc.md', lineOffset: 0, isMdx: false,
  resolveImage: (src) => ({ src: `/base/${src}`, width: src === 'small.png' ? 400 : width, height: 700 }),
});

// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);

test('long words in Markdown table cells get break points; code blocks, prose and short words do not', () => {
  const { html } = parse([
    '`controllerManager.manager.args` outside a table',
    '',
    '| Field | Type |',
    '| --- | --- |',
    '| `controllerManager.manager.args` `apiPort` | [ReadOnlyRootFilesystemSpec](#x) a/b/c/d/e/f/g/h |',
    '',
    '```',
    'longIdentifierName.value',
    '```',
  ].join('\n'));
  assert.match(html, '<p><code>controllerManager.manager.args</code> outside a table</p>');
  assert.match(html, '<code>controller<wbr />Manager.<wbr />manager.<wbr />args</code> <code>apiPort</code>');
  assert.match(html, '<a href="#x">Read<wbr />Only<wbr />Root<wbr />Filesystem<wbr />Spec</a>');
  assert.match(html, 'longIdentifierName.value');
  assert.not.match(html, 'longIdentifier<wbr');
});

test('images of 500 px and wider link to their full-size file unless already inside a link', () => {
  const { html } = parse('![Wide diagram](wide.png)\n\n![Small](small.png)\n\n[![Linked](wide.png)](/x)\n');
  assert.match(html, '<a class="image-full-size" href="/base/wide.png"><img src="/base/wide.png" alt="Wide diagram" width="1400" height="700" loading="lazy" decoding="async" /><span class="visually-hidden"> (open full size)</span></a>');
  assert.match(html, '<img src="/base/small.png" alt="Small" width="400"');
  assert.is((html.match(/image-full-size/g) ?? []).length, 1);
});

test.run();
